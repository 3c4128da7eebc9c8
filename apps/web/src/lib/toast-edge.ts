import { useEffect, useState } from 'react';

/** The edge of the screen toasts appear at. */
export type ToastEdge = 'top' | 'bottom';

const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"]';

/**
 * The edge away from the control the person used last (a click, a tap, or keyboard focus): a toast then never covers
 * that control or its neighbours — the next card's Like, the row the person is working through — nor its own Undo's
 * way back. Clicks inside a toast do not count, so a toast does not move away from under the pointer.
 */
export function useToastEdge(): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  useEffect(() => {
    const follow = (target: EventTarget | null, y: number) => {
      if (target instanceof Element && target.closest('[data-sonner-toaster]')) return;
      setEdge(y > window.innerHeight / 2 ? 'top' : 'bottom');
    };
    const onPointerDown = (event: PointerEvent) => follow(event.target, event.clientY);
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.matches(CONTROLS)) return;
      const box = event.target.getBoundingClientRect();
      follow(event.target, box.top + box.height / 2);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);
  return edge;
}
