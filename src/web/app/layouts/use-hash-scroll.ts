import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A link with #id (the navigation's "Language and theme") scrolls to that part once the page has drawn it. */
export function useHashScroll(): void {
  // every navigation (even to the same #id again) looks once more
  const location = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    let tries = 0;
    let frame = 0;
    const find = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      // the page (or its texts) may still be loading: look again for about two seconds
      if (tries++ < 120) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [location]);
}
