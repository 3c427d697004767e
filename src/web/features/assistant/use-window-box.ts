import { useCallback, useEffect, useState } from 'react';
import {
  clampBox,
  defaultBox,
  isPhone,
  parseBox,
  storageKey,
  type Viewport,
  type WindowBox,
} from './window-geometry';

const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

function stored(userId: number): WindowBox | null {
  try {
    return parseBox(window.localStorage.getItem(storageKey(userId)));
  } catch {
    return null;
  }
}

/**
 * The chat window's place and size for this person: read from this browser's storage (per person), kept inside
 * the viewport as it changes, and remembered once a move or resize ends. `phone` is true at 600 px and below,
 * where the window fills the screen.
 */
export function useWindowBox(userId: number) {
  const [view, setView] = useState(viewport);
  const [box, setBox] = useState<WindowBox>(() => clampBox(stored(userId) ?? defaultBox(view), view));

  useEffect(() => {
    const onResize = () => {
      const v = viewport();
      setView(v);
      setBox((b) => clampBox(b, v));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  /** Shows a new box; `remember` stores it (at the end of a drag, or after a key). */
  const change = useCallback(
    (next: WindowBox, remember: boolean) => {
      setBox(next);
      if (!remember) return;
      try {
        window.localStorage.setItem(storageKey(userId), JSON.stringify(next));
      } catch {
        // storage may be unavailable (private mode): the box holds for this visit
      }
    },
    [userId],
  );

  return { box, view, phone: isPhone(view), change };
}
