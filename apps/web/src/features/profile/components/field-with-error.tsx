import type { ReactElement } from 'react';

/**
 * A form field with its hint and its message under it, both tied to the control (aria-describedby) so they are read
 * with the field. `id` names the pair (`<id>-error`, `<id>-hint`); `message` is the translated text, if any.
 */
export function FieldWithError({
  id,
  message,
  hint,
  children,
}: {
  id: string;
  message: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => ReactElement;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
