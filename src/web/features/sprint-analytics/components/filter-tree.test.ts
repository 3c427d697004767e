import { describe, expect, it } from 'vitest';
import { expand, type TreeNode, toggle } from './filter-tree';

const tree: TreeNode[] = [
  {
    id: 'b',
    label: 'Behaviours',
    children: [
      { id: 'b1', label: 'x' },
      { id: 'b2', label: 'y' },
    ],
  },
  { id: 'e', label: 'Energy', children: [] },
];

describe('the analytics filter tree', () => {
  it('checks and unchecks a parent with its children', () => {
    const on = toggle(tree, new Set(), 'b');
    expect([...on].sort()).toEqual(['b', 'b1', 'b2']);
    expect([...toggle(tree, on, 'b')]).toEqual([]);
  });
  it('unchecks the parent when its last child is unchecked', () => {
    let s = toggle(tree, new Set(), 'b');
    s = toggle(tree, s, 'b1');
    expect(s.has('b')).toBe(true);
    s = toggle(tree, s, 'b2');
    expect(s.has('b')).toBe(false);
  });
  it('expanding checks children only when the parent is checked', () => {
    expect([...expand(tree, new Set(), 'b')]).toEqual([]);
    expect([...expand(tree, new Set(['b']), 'b')].sort()).toEqual(['b', 'b1', 'b2']);
  });
});
