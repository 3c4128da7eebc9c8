import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EyeCheckIcon } from '../../../components/ui/icons';
import { usePlays } from '../../../lib/plays';
import { titlePath } from '../../../lib/title-links';
import { useCollection } from '../api/get-collection';

interface TitleCollectionProps {
  collection: { id: number; name: string };
  /** The movie whose detail shows this (marked as the current part). */
  current: { mediaType: 'movie' | 'tv'; id: number };
  headingLevel: 'h2' | 'h3';
}

/** On a movie's detail: the collection it belongs to, its parts in release order with watched marks, and its page. */
export function TitleCollection({ collection, current, headingLevel: Heading }: TitleCollectionProps) {
  const { t } = useTranslation('people');
  const query = useCollection(collection.id);
  const plays = usePlays();
  const parts = query.data?.parts ?? [];
  return (
    <section className="flex flex-col gap-3" aria-label={t('collection.partOf', { name: collection.name })}>
      <Heading className="text-lg font-bold">{t('collection.partOf', { name: collection.name })}</Heading>
      {parts.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm">
          {parts.map((part, index) => {
            const isCurrent = part.mediaType === current.mediaType && part.id === current.id;
            const watched = plays.watched(part);
            return (
              <li key={part.id} className="flex items-center gap-2">
                <span className="w-6 text-right text-muted">{index + 1}.</span>
                {isCurrent ? (
                  <span aria-current="page" className="font-semibold">
                    {part.title}
                  </span>
                ) : (
                  <Link to={titlePath(part)} className="font-medium text-accent-text hover:underline">
                    {part.title}
                  </Link>
                )}
                {part.year !== null && <span className="text-muted">({part.year})</span>}
                {watched && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent-text">
                    <EyeCheckIcon aria-hidden="true" />
                    {t('collection.watched')}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Link
        to={`/collection/${collection.id}`}
        className="w-fit text-sm font-semibold text-accent-text hover:underline"
      >
        {t('collection.open', { name: collection.name })}
      </Link>
    </section>
  );
}
