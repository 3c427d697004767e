/**
 * The floating assistant button never covers content (issue 30 point 16): with the page scrolled to its end, the
 * button's box overlaps no interactive element and no text of the page. (While a phone page scrolls, content
 * passes under the button; at the end the page must have left room for it.)
 */
import type { Page } from 'playwright-core';

/** What the assistant's button covers on the open page, scrolled to its end; empty when it shows no button. */
export async function coveredByAssistant(page: Page): Promise<string[]> {
  // to the end, again while the page still grows (a part that draws late moves the end down)
  const scrolled = await page.evaluate(async () => {
    const before = window.scrollY;
    for (let i = 0; i < 5; i++) {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= end - 1) break;
    }
    return before !== window.scrollY;
  });
  const covered = await page.evaluate(() => {
    // the launcher is the page's only floating action button
    const fab = [...document.querySelectorAll<HTMLElement>('.MuiFab-root')].find(
      (el) => getComputedStyle(el).position === 'fixed' && el.checkVisibility(),
    );
    if (!fab) return [];
    const f = fab.getBoundingClientRect();
    type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
    // a visually hidden text (1 px, for screen readers) is no content the button could cover
    const meets = (r: Box) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < f.right &&
      f.left < r.right &&
      r.top < f.bottom &&
      f.top < r.bottom;
    /** The part of a box that the element `from` and its ancestors let show where they scroll or clip. */
    const shown = (from: Element | null, r: Box): Box | null => {
      let { left, right, top, bottom } = r;
      for (let e = from; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const c = e.getBoundingClientRect();
          left = Math.max(left, c.left);
          right = Math.min(right, c.right);
          top = Math.max(top, c.top);
          bottom = Math.min(bottom, c.bottom);
        }
      }
      return right > left && bottom > top
        ? { left, right, top, bottom, width: right - left, height: bottom - top }
        : null;
    };
    /** Parts that float themselves (the bottom bar, dialogs, toasts) are not the page's content. */
    const floats = (el: Element) => {
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        if (e === fab || fab.contains(e)) return true;
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const name = (el: Element, text?: string) => {
      const label = text ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
      return `${el.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
    };
    const found = new Set<string>();
    const interactive =
      'a[href],button,input,select,textarea,summary,[role="button"],[role="link"],[role="tab"],[role="checkbox"],[role="switch"],[role="radio"],[role="slider"],[role="combobox"],[tabindex]:not([tabindex="-1"])';
    for (const el of document.body.querySelectorAll(interactive)) {
      const r = el.getBoundingClientRect();
      if (!meets(r) || floats(el) || !el.checkVisibility()) continue;
      const part = shown(el.parentElement, r);
      if (part && meets(part)) found.add(name(el));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const parent = n.parentElement;
      if (!text || !parent) continue;
      range.selectNodeContents(n);
      const rects = [...range.getClientRects()].filter(meets);
      if (!rects.length || floats(parent) || !parent.checkVisibility()) continue;
      if (
        rects.some((r) => {
          const part = shown(parent, r);
          return part !== null && meets(part);
        })
      )
        found.add(name(parent, text));
    }
    return [...found].slice(0, 4);
  });
  if (scrolled) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return covered;
}
