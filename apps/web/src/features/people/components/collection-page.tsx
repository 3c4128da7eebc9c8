import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../components/ui/poster';
import { TitleCard } from '../../../components/ui/title-card';
import { usePlays } from '../../../lib/plays';
import { useCollection } from '../api/get-collection';
import { PageFrame, PageState } from './page-states';

/** /collection/:id: a collection's name, overview and poster, and its parts in release order with watched marks. */
export function CollectionPage({ id }: { id: number }) {
  const { t } = useTranslation('people');
  const query = useCollection(id);
  const plays = usePlays();
  const headingId = useId();
  const collection = query.data;
  if (!collection) {
    return (
      <PageState
        error={query.error}
        notFoundCode="collectionNotFound"
        idValid={id > 0}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const watched = collection.parts.filter((part) => plays.watched(part)).length;
  return (
    <PageFrame title={collection.name}>
      <div className="grid gap-6 sm:grid-cols-[10rem_1fr] md:grid-cols-[12rem_1fr]">
        <div className="w-40 sm:w-auto">
          <Poster title={collection.name} posterPath={collection.posterPath} />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-xs font-bold tracking-wide text-accent-text uppercase">{t('collection.label')}</p>
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{collection.name}</h1>
          <p className="text-sm text-muted">
            {t('collection.parts', { count: collection.parts.length })}
            {watched > 0 && ` · ${t('collection.watchedCount', { watched, total: collection.parts.length })}`}
          </p>
          {collection.overview && <p className="leading-relaxed text-fg/90">{collection.overview}</p>}
        </div>
      </div>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('collection.inOrder')}
        </h2>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {collection.parts.map((part) => (
            <li key={part.id}>
              <TitleCard title={part} actionNames="named" showWatched />
            </li>
          ))}
        </ol>
      </section>
    </PageFrame>
  );
}
