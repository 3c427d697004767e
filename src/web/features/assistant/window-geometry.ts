/** The chat window's box in CSS pixels, from the viewport's top left corner. */
export interface WindowBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Spec section 9: default 440 x 480, minimum 370 x 235, at most the viewport. */
export const DEFAULT_SIZE = { width: 440, height: 480 } as const;
export const MIN_SIZE = { width: 370, height: 235 } as const;
/** At or below this width the chat opens full screen (a phone). */
export const PHONE_MAX_WIDTH = 600;
/** The gap kept between the window and the viewport's edge when it is first placed. */
export const EDGE_GAP = 24;
/** How far one arrow key moves or resizes the window (Shift: five times as far). */
export const KEY_STEP = 10;

export const isPhone = (viewport: Viewport) => viewport.width <= PHONE_MAX_WIDTH;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Keeps a box inside the viewport: its size between the minimum (or the viewport, when that is smaller) and the
 * viewport, then its position so that all of it is visible.
 */
export function clampBox(box: WindowBox, viewport: Viewport): WindowBox {
  const width = Math.round(clamp(box.width, Math.min(MIN_SIZE.width, viewport.width), viewport.width));
  const height = Math.round(clamp(box.height, Math.min(MIN_SIZE.height, viewport.height), viewport.height));
  return {
    width,
    height,
    x: Math.round(clamp(box.x, 0, viewport.width - width)),
    y: Math.round(clamp(box.y, 0, viewport.height - height)),
  };
}

/** Where the window opens the first time: the default size in the bottom right corner, inside the viewport. */
export function defaultBox(viewport: Viewport): WindowBox {
  return clampBox(
    {
      ...DEFAULT_SIZE,
      x: viewport.width - DEFAULT_SIZE.width - EDGE_GAP,
      y: viewport.height - DEFAULT_SIZE.height - EDGE_GAP,
    },
    viewport,
  );
}

/** The box moved by a pointer or a key, kept inside the viewport. */
export const moveBox = (box: WindowBox, dx: number, dy: number, viewport: Viewport) =>
  clampBox({ ...box, x: box.x + dx, y: box.y + dy }, viewport);

/**
 * The box resized from its bottom right corner, kept inside the viewport; its top left corner stays where it
 * is unless the viewport leaves no room.
 */
export const resizeBox = (box: WindowBox, dw: number, dh: number, viewport: Viewport) => {
  const width = clamp(box.width + dw, Math.min(MIN_SIZE.width, viewport.width), viewport.width - box.x);
  const height = clamp(box.height + dh, Math.min(MIN_SIZE.height, viewport.height), viewport.height - box.y);
  return clampBox({ ...box, width, height }, viewport);
};

/** The localStorage key of a person's window: each person who signs in on this browser keeps their own. */
export const storageKey = (userId: number) => `stride_assistant_window_${userId}`;

/** A stored box, read back safely: anything that is not four finite numbers is no box. */
export function parseBox(text: string | null): WindowBox | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const nums = [v.x, v.y, v.width, v.height];
    if (!nums.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
    return { x: v.x as number, y: v.y as number, width: v.width as number, height: v.height as number };
  } catch {
    return null;
  }
}
