import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';

/** The page around a person's or a collection's content, with its document title. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <title>{`${title} · Watchify`}</title>
      {children}
    </div>
  );
}

/** Loading, not found (the API's code, said in the page's language) or a failure with a retry. */
export function PageState({
  error,
  notFoundCode,
  onRetry,
  idValid,
}: {
  error: Error | null;
  notFoundCode: 'personNotFound' | 'collectionNotFound';
  onRetry: () => void;
  /** False when the address names no id at all: not found without asking. */
  idValid: boolean;
}) {
  const { t } = useTranslation('people');
  const notFound = !idValid || (error instanceof ApiRequestError && error.code === notFoundCode);
  if (!error && !notFound) {
    return (
      <PageFrame title={t('loading')}>
        <p role="status" className="flex items-center gap-3 py-10 text-muted">
          <Spinner className="size-6" />
          {t('loading')}
        </p>
      </PageFrame>
    );
  }
  if (notFound) {
    const heading = t(`notFound.${notFoundCode}`);
    return (
      <PageFrame title={heading}>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="text-muted">{t(`errors.${notFoundCode}`)}</p>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('error')}>
      <LoadError message={t('error')} retryLabel={t('retry')} onRetry={onRetry} />
    </PageFrame>
  );
}
