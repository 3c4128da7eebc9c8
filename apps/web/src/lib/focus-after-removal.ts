import { useEffect, useRef, useState } from 'react';

/**
 * Keeps keyboard focus in a list whose items can be removed. When an item is removed, focus moves to the next item's
 * control marked `data-remove` (the previous item's for the last one), or to the page heading when none is left.
 * Without it focus falls to the document's start, and a keyboard or screen-reader user starts over. Each item's
 * element carries `data-key`; `listRef` goes on the list and `headingRef` on a focusable heading (FocusHeading).
 */
export function useFocusAfterRemoval() {
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // An object, so removing two items in a row with the same neighbour still moves focus each time.
  const [target, setTarget] = useState<{ key: string | null } | null>(null);

  useEffect(() => {
    if (!target) return;
    const { key } = target;
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-key]') ?? [];
    const item = [...items].find((element) => element.dataset.key === key);
    const control = item?.querySelector<HTMLElement>('[data-remove]');
    (control ?? headingRef.current)?.focus();
    setTarget(null);
  }, [target]);

  /** Call as `key` is removed from `keys` (the items shown, in their order). */
  const removing = (key: string, keys: readonly string[]) => {
    const index = keys.indexOf(key);
    setTarget({ key: keys[index + 1] ?? keys[index - 1] ?? null });
  };

  return { listRef, headingRef, removing };
}
