import { CheckIcon } from '../../../components/ui/icons';
import type { StatusMessage } from '../hooks/use-status-message';

const frame =
  'pointer-events-auto flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-lg border px-4 py-3 text-sm ' +
  'font-medium shadow-lg';

/**
 * The page's status message, fixed at the bottom of the screen so it is seen wherever the button was. Success is
 * announced politely (the live region is always there, so the announcement is not lost), an error at once.
 */
export function StatusBanner({ message }: { message: StatusMessage | null }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <div role="status" aria-live="polite">
        {message?.kind === 'success' ? (
          <p key={message.id} className={`${frame} border-border bg-surface text-fg`}>
            <CheckIcon className="size-4 text-accent-text" />
            {message.text}
          </p>
        ) : null}
      </div>
      {message?.kind === 'error' ? (
        <p key={message.id} role="alert" className={`${frame} border-danger/50 bg-surface text-danger`}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
