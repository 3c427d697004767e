import { describe, expect, it } from 'vitest';
import {
  clampBox,
  DEFAULT_SIZE,
  defaultBox,
  isPhone,
  MIN_SIZE,
  moveBox,
  parseBox,
  resizeBox,
  storageKey,
} from './window-geometry';

const desktop = { width: 1280, height: 900 };

describe('chat window geometry', () => {
  it('opens at 440 x 480 in the bottom right corner', () => {
    expect(defaultBox(desktop)).toEqual({ ...DEFAULT_SIZE, x: 1280 - 440 - 24, y: 900 - 480 - 24 });
  });

  it('never shrinks below 370 x 235 nor grows past the viewport', () => {
    expect(clampBox({ x: 10, y: 10, width: 100, height: 50 }, desktop)).toMatchObject(MIN_SIZE);
    expect(clampBox({ x: 0, y: 0, width: 5000, height: 5000 }, desktop)).toEqual({ x: 0, y: 0, ...desktop });
  });

  it('keeps the whole window on screen when the viewport shrinks', () => {
    const box = clampBox({ x: 1000, y: 700, width: 440, height: 480 }, { width: 800, height: 600 });
    expect(box).toEqual({ x: 360, y: 120, width: 440, height: 480 });
  });

  it('on a viewport smaller than the minimum, fills the viewport', () => {
    expect(clampBox({ x: 50, y: 50, width: 440, height: 480 }, { width: 320, height: 200 })).toEqual({
      x: 0,
      y: 0,
      width: 320,
      height: 200,
    });
  });

  it('moves within the viewport', () => {
    const box = defaultBox(desktop);
    expect(moveBox(box, -100, -50, desktop)).toMatchObject({ x: box.x - 100, y: box.y - 50 });
    expect(moveBox(box, 500, 500, desktop)).toMatchObject({ x: 1280 - 440, y: 900 - 480 });
  });

  it('resizes from the bottom right corner up to the viewport edge, keeping the top left corner', () => {
    const box = { x: 100, y: 100, width: 440, height: 480 };
    expect(resizeBox(box, 60, -40, desktop)).toEqual({ x: 100, y: 100, width: 500, height: 440 });
    expect(resizeBox(box, 5000, 5000, desktop)).toEqual({ x: 100, y: 100, width: 1180, height: 800 });
    expect(resizeBox(box, -5000, -5000, desktop)).toEqual({ x: 100, y: 100, ...MIN_SIZE });
  });

  it('opens full screen at 600 px and below', () => {
    expect(isPhone({ width: 600, height: 800 })).toBe(true);
    expect(isPhone({ width: 601, height: 800 })).toBe(false);
  });

  it('reads back only a well-formed stored box, per person', () => {
    expect(parseBox('{"x":1,"y":2,"width":400,"height":300}')).toEqual({
      x: 1,
      y: 2,
      width: 400,
      height: 300,
    });
    expect(parseBox('{"x":1,"y":2,"width":"400","height":300}')).toBeNull();
    expect(parseBox('not json')).toBeNull();
    expect(parseBox(null)).toBeNull();
    expect(storageKey(7)).not.toBe(storageKey(8));
  });
});
