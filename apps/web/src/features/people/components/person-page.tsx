import type { Person, PersonCredit } from '@watchify/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { TitleCard } from '../../../components/ui/title-card';
import { usePerson } from '../api/get-person';
import { PageFrame, PageState } from './page-states';

/** A person's roles in a title, as one line: "as Vanessa · Director, Screenplay". */
function useRoleLine() {
  const { t } = useTranslation('people');
  return (credit: PersonCredit) =>
    [
      credit.characters.length > 0 ? t('person.asCharacter', { characters: credit.characters.join(', ') }) : null,
      credit.jobs.length > 0 ? credit.jobs.join(', ') : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

function PersonHeader({ person }: { person: Person }) {
  const { t, i18n } = useTranslation('people');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const facts = [
    person.knownFor && {
      term: t('person.knownFor'),
      value: t(`departments.${person.knownFor}` as 'departments.Acting', { defaultValue: person.knownFor }),
    },
    person.birthday && { term: t('person.born'), value: date(person.birthday) },
    person.deathday && { term: t('person.died'), value: date(person.deathday) },
    person.placeOfBirth && { term: t('person.placeOfBirth'), value: person.placeOfBirth },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact));
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <Avatar name={person.name} profilePath={person.profilePath} className="size-32 text-5xl sm:size-40" />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{person.name}</h1>
        {facts.length > 0 && (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[420px]:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt className="text-muted">{fact.term}</dt>
                <dd className="font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {person.source === 'catalog' ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-sm text-muted">{t('person.fromCatalog')}</p>
        ) : (
          <p className="leading-relaxed whitespace-pre-line text-fg/90">
            {person.biography ?? t('person.noBiography')}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * /person/:id: photo, name, what the person is known for, biography and the whole filmography (movies and shows, as
 * cast and crew) newest first, each card with the member's watchlist and watched state.
 */
export function PersonPage({ id }: { id: number }) {
  const { t } = useTranslation('people');
  const query = usePerson(id);
  const roleLine = useRoleLine();
  const headingId = useId();
  const person = query.data;
  if (!person) {
    return (
      <PageState
        error={query.error}
        notFoundCode="personNotFound"
        idValid={id > 0}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <PageFrame title={person.name}>
      <PersonHeader person={person} />
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('person.filmography')}{' '}
          <span className="text-base font-normal text-muted">
            {t('person.titles', { count: person.credits.length })}
          </span>
        </h2>
        {person.credits.length === 0 ? (
          <p className="text-muted">{t('person.noCredits')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {person.credits.map((credit) => (
              <li key={`${credit.mediaType}:${credit.id}`}>
                <TitleCard title={credit} actionNames="named" showWatched note={roleLine(credit)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
