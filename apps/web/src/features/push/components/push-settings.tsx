import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { type PushProblem, useWebPush } from '../hooks/use-web-push';

/**
 * Push notifications in this browser (issue 24 §3, decision 040), for the notifications page: what push is, and a
 * button that turns it on (the browser asks for permission; the subscription is stored for the member in the app's
 * language) or off. A browser that cannot receive pushes, or where notifications are blocked, gets a clear word
 * instead of a button that does nothing. Which kinds of notification are pushed is the notification settings' choice.
 */
export function PushSettings() {
  const { t } = useTranslation('push');
  const headingId = useId();
  const { state, busy, problem, turnOn, turnOff } = useWebPush();

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-6">
      <h2 id={headingId} className="mb-2 text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="mb-4 text-muted">{t('explanation')}</p>
      {state === 'unsupported' && <p role="status">{t('unsupported')}</p>}
      {state === 'denied' && <p role="status">{t('denied')}</p>}
      {(state === 'on' || state === 'off') && (
        <div className="flex flex-col items-start gap-3">
          <p role="status">{t(state === 'on' ? 'on' : 'off')}</p>
          {state === 'on' ? (
            <Button variant="secondary" onClick={() => void turnOff()} disabled={busy} aria-busy={busy}>
              {busy ? t('turningOff') : t('turnOff')}
            </Button>
          ) : (
            <Button onClick={() => void turnOn()} disabled={busy} aria-busy={busy}>
              {busy ? t('turningOn') : t('turnOn')}
            </Button>
          )}
        </div>
      )}
      {problem && (
        <div className="mt-4">
          <FormAlert message={problemText(t, problem)} />
        </div>
      )}
    </section>
  );
}

function problemText(t: ReturnType<typeof useTranslation<'push'>>['t'], problem: PushProblem): string {
  switch (problem) {
    case 'dismissed':
    case 'failed':
    case 'offFailed':
      return t(problem);
    default:
      return t(`errors.${problem}`);
  }
}
