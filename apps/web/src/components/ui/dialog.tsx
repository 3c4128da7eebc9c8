import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Elements inside `root` that Tab can reach, in document order. */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && !element.hasAttribute('hidden'),
  );
}

/** The panels of the open dialogs, innermost last: only the innermost answers keys and keeps focus. */
const openPanels: HTMLElement[] = [];

interface ModalDialogProps {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Id of the element that describes it (an alert dialog's question). */
  describedBy?: string;
  /** 'alertdialog' for a question that must be answered before going on. */
  role?: 'dialog' | 'alertdialog';
  /** What takes focus when the dialog opens (a question's safe answer); the dialog itself by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape and on a click on the overlay (and by the dialog's own close or cancel buttons). */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog over the page: role dialog with aria-modal, named by its heading. It takes focus when it opens
 * and keeps Tab inside (also when the focused control is replaced), makes the rest of the page inert, locks the
 * page's scrolling, closes on Escape and on a click on the overlay, and gives focus back to whatever had it before
 * (the card that opened it). A dialog opened from inside another (a question over the detail) takes over until it
 * closes: Escape then closes only the inner one.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  initialFocus,
  onClose,
  children,
  className = '',
}: ModalDialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    const overlay = overlayRef.current;
    const panel = panelRef.current;
    if (!overlay || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body } = document;

    // Everything else on the page is out of reach while the dialog is open.
    const portal = overlay.parentElement;
    const madeInert = [...body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== portal && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');

    // Lock the page's scrolling, keeping the width the scrollbar took so nothing shifts.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;

    openPanels.push(panel);
    const isInnermost = () => openPanels.at(-1) === panel;
    (initialFocusRef.current?.current ?? panel).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = tabbableElements(panel);
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = focusable[0] as HTMLElement;
      const last = focusable[focusable.length - 1] as HTMLElement;
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active);
      if (event.shiftKey && (active === first || active === panel || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click on the overlay itself (not one that started inside the panel) closes the dialog.
    let pressedOnOverlay = false;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      pressedOnOverlay = event.target === overlay;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === overlay && pressedOnOverlay) onCloseRef.current();
      pressedOnOverlay = false;
    };
    // Should focus still land outside (a browser without `inert`), bring it back in.
    const onFocusIn = (event: FocusEvent) => {
      if (isInnermost() && event.target instanceof Node && !overlay.contains(event.target)) {
        (tabbableElements(panel)[0] ?? panel).focus({ preventScroll: true });
      }
    };
    // When the focused control is replaced (the loading view's Close becomes the loaded view's), the browser
    // drops focus to <body>, outside the dialog. Give it to the panel so the next Tab starts inside again.
    const focusLost = new MutationObserver(() => {
      const active = document.activeElement;
      if (isInnermost() && (active === null || active === body)) panel.focus({ preventScroll: true });
    });
    focusLost.observe(panel, { childList: true, subtree: true });
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    overlay.addEventListener('mousedown', onPointerDown);
    overlay.addEventListener('click', onClick);

    return () => {
      openPanels.splice(openPanels.indexOf(panel), 1);
      focusLost.disconnect();
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      overlay.removeEventListener('mousedown', onPointerDown);
      overlay.removeEventListener('click', onClick);
      for (const element of madeInert) element.removeAttribute('inert');
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" className="dialog-backdrop absolute inset-0 bg-black/70 backdrop-blur-sm" />
      <div
        ref={overlayRef}
        data-testid="dialog-overlay"
        className="relative flex h-full items-start justify-center overflow-y-auto overscroll-contain p-2 sm:p-6"
      >
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, and both are modal */}
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={`dialog-panel relative my-auto w-full rounded-2xl border border-border bg-bg text-fg shadow-2xl outline-none ${className}`}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
