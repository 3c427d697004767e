/**
 * The colours of the top-three and bottom-three marks of the Leader Profile, dark enough for text on a light
 * page (at least 4.5:1 on white: #1b5e20 is 7.9:1, #8a4500 is 6.6:1).
 */
export const MARK_COLOR = { top: '#1b5e20', bottom: '#8a4500' } as const;
