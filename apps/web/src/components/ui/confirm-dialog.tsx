import { useId, useRef } from 'react';
import { Button } from './button';
import { ModalDialog } from './dialog';

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
 * A question that must be answered before going on ('Are you sure you want to delete this comment?'): an alert
 * dialog that takes focus on the safe answer, keeps Tab between its buttons, answers Escape (and a click beside it)
 * with Cancel, and gives focus back when it closes. Opened over another dialog, Escape closes only the question.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={cancelRef}
      onClose={onCancel}
      className="flex max-w-sm flex-col gap-4 p-5"
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
    </ModalDialog>
  );
}
