import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonStyles } from '../../components/ui/button';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : null;
}

/** The router's error page (product §2: headed 'Unexpected Application Error!'). */
export function ErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-6 text-fg">
      <div className="flex max-w-xl flex-col items-start gap-4">
        <title>{`${t('errorPage.title')} · Watchify`}</title>
        <h1 className="text-3xl font-bold">{t('errorPage.title')}</h1>
        <p className="rounded-lg border border-border bg-surface p-4 font-mono text-sm break-words">
          {describe(error) ?? t('errorPage.unknown')}
        </p>
        <Link to="/" className={buttonStyles('primary')}>
          {t('backToHome')}
        </Link>
      </div>
    </main>
  );
}
