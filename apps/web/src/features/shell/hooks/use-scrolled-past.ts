import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` pixels down. */
export function useScrolledPast(threshold: number): boolean {
  // Not scrolled until the first check: a page starts at the top, and the server's HTML of a page says so too.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Checked again at the next frame rather than now: reading scrollY here would make the browser lay out the page
    // React has just committed inside the same task, the first load's longest (decision 011). At the next frame
    // that layout is due anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
