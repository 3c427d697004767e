export * from './benchmarks';
export * from './capabilities';
export * from './strategy-items';
export * from './style-items';
export * from './types';
export * from './capability-names';
