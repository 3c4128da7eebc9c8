import type { Me } from '@watchify/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SparklesIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';

/** The panel and its texts load on first open: a visit that never opens it never downloads it (decision 019). */
const AssistantPanel = lazy(() => import('./assistant-panel'));

/** Who is signed in, as far as the assistant's greetings need to know: null for a visitor. */
export type AssistantMember = Pick<Me, 'firstName' | 'nickname'> | null;

/**
 * The floating assistant button, on every page for visitors and users. It sits fixed in the corner, out of the
 * page flow, so it never shifts the layout. The panel stays mounted once opened: minimizing keeps the conversation.
 */
export function AssistantLauncher({ member }: { member: AssistantMember }) {
  const { t } = useTranslation('assistant');
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  // The corner is reserved for it (index.css --floating-*): page ends and toasts keep clear. On /chat the message box
  // and its send button sit at the bottom of the screen: the button rises above them.
  const corner = useLocation().pathname.startsWith('/chat')
    ? 'right-(--floating-inset) bottom-32'
    : 'right-(--floating-inset) bottom-(--floating-inset)';

  // The button is replaced by the panel while it is open: after minimizing, focus returns to the button as it comes
  // back, not to the start of the page.
  const focusButtonOnReturn = useRef(false);
  const focusIfReturning = (button: HTMLButtonElement | null) => {
    if (button && focusButtonOnReturn.current) {
      focusButtonOnReturn.current = false;
      button.focus();
    }
  };

  function openPanel() {
    setOpened(true);
    setOpen(true);
  }

  function minimize() {
    focusButtonOnReturn.current = true;
    setOpen(false);
  }

  return (
    <>
      {!open && (
        <button
          ref={focusIfReturning}
          type="button"
          onClick={openPanel}
          aria-label={t('open')}
          aria-haspopup="dialog"
          className={`fixed ${corner} z-40 inline-grid size-(--floating-size) place-items-center rounded-full bg-accent text-2xl text-accent-fg shadow-lg transition-colors hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2`}
        >
          <SparklesIcon />
        </button>
      )}
      {opened && (
        <Suspense
          fallback={
            <div
              role="status"
              className={`fixed ${corner} z-40 grid size-(--floating-size) place-items-center rounded-full bg-surface shadow-lg`}
            >
              <Spinner className="size-6" />
              <span className="sr-only">{t('loading')}</span>
            </div>
          }
        >
          <AssistantPanel open={open} onMinimize={minimize} member={member} />
        </Suspense>
      )}
    </>
  );
}
