import type { ComponentType } from 'react';

/** A route whose page is loaded on demand. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
