import { describe, expect, it } from 'vitest';
import { chooseLayout } from './layout-choice';

describe('chooseLayout', () => {
  it('follows the screen width by default', () => {
    expect(chooseLayout({ query: null, handle: undefined, isMobile: false })).toBe('dense');
    expect(chooseLayout({ query: null, handle: undefined, isMobile: true })).toBe('compact');
  });
  it('lets route data override the width', () => {
    expect(chooseLayout({ query: null, handle: 'empty', isMobile: false })).toBe('empty');
  });
  it('lets the query parameter override route data', () => {
    expect(chooseLayout({ query: 'compact', handle: 'empty', isMobile: false })).toBe('compact');
  });
  it('ignores unknown values', () => {
    expect(chooseLayout({ query: 'fancy', handle: 42, isMobile: true })).toBe('compact');
  });
});
