export * from './items';
export * from './scale';
export * from './types';
