/** The analytics filter tree's rules (spec widgets): parents with children, checked ids emitted. */
export interface TreeNode {
  id: string;
  label: string;
  children: { id: string; label: string }[];
}

/** Checking a parent checks its children; unchecking it unchecks them. A child checks its parent. */
export function toggle(tree: TreeNode[], checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  const parent = tree.find((n) => n.id === id);
  const on = !checked.has(id);
  if (parent) {
    for (const x of [parent.id, ...parent.children.map((c) => c.id)]) on ? next.add(x) : next.delete(x);
    return next;
  }
  on ? next.add(id) : next.delete(id);
  const owner = tree.find((n) => n.children.some((c) => c.id === id));
  if (owner && on) next.add(owner.id);
  if (owner && !owner.children.some((c) => next.has(c.id))) next.delete(owner.id);
  return next;
}

/** Expanding a parent checks its children only when the parent is checked. */
export function expand(tree: TreeNode[], checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  const parent = tree.find((n) => n.id === id);
  if (parent && checked.has(id)) for (const c of parent.children) next.add(c.id);
  return next;
}
