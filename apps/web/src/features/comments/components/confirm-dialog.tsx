import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question that must be answered before going on (spec §4: 'Are you sure you want to delete this comment?'):
 * an alert dialog over the detail view that takes focus (on the safe answer), keeps Tab between its buttons,
 * answers Escape with Cancel, and gives focus back when it closes. It is rendered inside the detail's own dialog and
 * handles keys before it, so Escape closes only the question, not the detail behind it.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCancelRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // Window capture runs before the detail dialog's own trap (on document), so this one wins.
      event.preventDefault();
      event.stopPropagation();
      const buttons = [...panel.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
      if (buttons.length === 0) return;
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = event.shiftKey ? index - 1 : index + 1;
      buttons[(next + buttons.length) % buttons.length]?.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      // The opener (a Delete button) may be gone once the comment is deleted; the caller then moves focus itself.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div className="fixed inset-0 z-10 grid place-items-center bg-black/60 p-4">
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-border bg-bg p-5 text-fg shadow-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
