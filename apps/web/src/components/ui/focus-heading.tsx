import { type HTMLAttributes, type RefObject, useEffect, useRef } from 'react';

interface FocusHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3;
  /** Move keyboard and screen-reader focus here when the heading appears (after a step change). */
  focusOnMount?: boolean;
  /** For a caller that moves focus here itself (e.g. after the last item of a list was removed). */
  ref?: RefObject<HTMLHeadingElement | null>;
}

/** A heading that can take focus, so a step change inside one page is announced and keyboard users start there. */
export function FocusHeading({
  level = 2,
  focusOnMount = false,
  className = '',
  ref: given,
  ...props
}: FocusHeadingProps) {
  const own = useRef<HTMLHeadingElement>(null);
  const ref = given ?? own;
  // Only on mount: the caller remounts the heading (key) for each new step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusing once per mount is intended
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, []);
  const Tag = `h${level}` as const;
  return <Tag ref={ref} tabIndex={-1} className={`scroll-mt-24 outline-none ${className}`} {...props} />;
}
