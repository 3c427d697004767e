import { useId } from 'react';

/**
 * The product mark: a rounded tile in the current text colour (CSS `color`) with the stroke cut out of it, so
 * the background shows through. On the app bar (white text on the theme's colour) it is a white tile with a
 * stroke in the theme's colour, on a light page a tile in the theme's colour: it follows the theme everywhere.
 * Decorative: the link or heading around it carries the name.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  const mask = `logo-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <mask id={mask}>
        <rect width="32" height="32" rx="7" fill="#fff" />
        <path
          d="M9 21c2 2 4.5 3 7 3 3.5 0 6-1.8 6-4.6 0-5.6-11-3.4-11-8.4C11 9.2 13 8 15.6 8c2 0 3.8.7 5.4 2"
          fill="none"
          stroke="#000"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </mask>
      <rect width="32" height="32" rx="7" fill="currentColor" mask={`url(#${mask})`} />
    </svg>
  );
}
