import { apiPath, IMPORT_ENDPOINTS } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';

/**
 * /settings/export (members): what the export holds, and the download itself — a plain link, so the browser saves the
 * ZIP the API streams with the session cookie.
 */
export function ExportPage() {
  const { t } = useTranslation('imports');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t('export.title')} · Watchify`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('export.title')}</h1>
      <p>{t('export.intro')}</p>
      <p className="text-muted">{t('export.csv')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <a href={apiPath(IMPORT_ENDPOINTS.export)} download className={buttonStyles('primary')}>
          {t('export.download')}
        </a>
        <Link to="/settings/import" className="font-medium text-accent-text underline">
          {t('export.importLink')}
        </Link>
      </div>
    </div>
  );
}
