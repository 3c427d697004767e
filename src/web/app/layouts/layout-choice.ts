import { LAYOUTS, type LayoutName } from '../../../shared/enums';

function asLayout(value: unknown): LayoutName | null {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value)
    ? (value as LayoutName)
    : null;
}

/**
 * Which layout a page uses: the `layout` query parameter wins, then the route's handle.layout,
 * then the screen width (compact below the mobile breakpoint, dense otherwise).
 */
export function chooseLayout(input: {
  query: string | null;
  handle: unknown;
  isMobile: boolean;
}): LayoutName {
  return asLayout(input.query) ?? asLayout(input.handle) ?? (input.isMobile ? 'compact' : 'dense');
}
