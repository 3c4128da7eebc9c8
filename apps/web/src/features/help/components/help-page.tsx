import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import {
  ChatIcon,
  CloseIcon,
  ListIcon,
  SearchIcon,
  SparklesIcon,
  UserIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { serviceFactValues } from '../../../lib/service-facts';
import { FAQ, FAQ_CATEGORIES, type FaqCategory, type FaqEntry, matchesQuery, queryWords } from '../faq';
import { FaqItem } from './faq-item';

const QUICK_LINKS = [
  { to: '/service/membership', key: 'membership', Icon: SparklesIcon },
  { to: '/profile', key: 'profile', Icon: UserIcon },
  { to: '/watchlist', key: 'watchlist', Icon: ListIcon },
  { to: '/friends', key: 'friends', Icon: UsersIcon },
  { to: '/search', key: 'search', Icon: SearchIcon },
  { to: '/contact', key: 'contact', Icon: ChatIcon },
] as const;

/** Every question with its texts in the reader's language; prices, limits and hours filled in from the service facts. */
function useFaqEntries(): FaqEntry[] {
  const { t, i18n } = useTranslation('help');
  const language = i18n.language;
  return useMemo(() => {
    const facts = serviceFactValues(language);
    // The (category, question) pairs come from FAQ, which `satisfies` checks against the locale; TypeScript cannot
    // narrow the template key to those pairs, hence the casts to one known key.
    return FAQ_CATEGORIES.flatMap((category) =>
      FAQ[category].map((id) => ({
        key: `${category}.${id}`,
        category,
        question: t(`faq.${category}.${id}.question` as 'faq.general.whatIs.question', facts),
        answer: t(`faq.${category}.${id}.answer` as 'faq.general.whatIs.answer', facts),
        keywords: t(`faq.${category}.${id}.keywords` as 'faq.general.whatIs.keywords'),
      })),
    );
  }, [t, language]);
}

/**
 * /help (product §2 Help, §4 Help): a search over every question and answer, six categories, questions that expand and
 * collapse, quick links and a way to the contact page. Choosing a category clears the search; a non-empty search
 * covers all categories.
 */
export function HelpPage() {
  const { t, i18n } = useTranslation('help');
  const entries = useFaqEntries();
  const [category, setCategory] = useState<FaqCategory>('general');
  const [query, setQuery] = useState('');
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(new Set());
  const words = queryWords(query);
  const searching = words.length > 0;
  const shown = searching
    ? entries.filter((entry) => matchesQuery(entry, words))
    : entries.filter((entry) => entry.category === category);
  const supportHours = serviceFactValues(i18n.language).supportHours;

  function chooseCategory(next: FaqCategory) {
    setCategory(next);
    setQuery('');
  }

  function toggle(key: string) {
    setOpenKeys((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-lg text-muted">{t('intro')}</p>
        </div>
        {/* A div with the role rather than <search>: the test DOM (jsdom) does not know that element yet. */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above */}
        <div role="search" className="relative max-w-2xl">
          <label htmlFor="help-search" className="sr-only">
            {t('search.label')}
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
          <input
            id="help-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder')}
            className="min-h-12 w-full rounded-xl border border-border bg-surface py-3 pr-12 pl-10 text-base text-fg placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label={t('search.clear')}
              className="absolute top-1/2 right-1 grid size-11 -translate-y-1/2 place-items-center rounded-lg text-muted hover:text-fg"
            >
              <CloseIcon />
            </button>
          )}
        </div>
      </header>

      <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('categoriesLabel')}</legend>
          <ul className="flex gap-2 overflow-x-auto md:flex-col">
            {FAQ_CATEGORIES.map((id) => {
              const active = !searching && id === category;
              return (
                <li key={id} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => chooseCategory(id)}
                    className={`min-h-11 w-full rounded-lg px-4 py-2 text-left text-sm font-semibold whitespace-nowrap transition-colors ${
                      active ? 'bg-accent text-accent-fg' : 'bg-surface text-fg hover:bg-surface-2'
                    }`}
                  >
                    {t(`categories.${id}`)}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <section aria-labelledby="help-questions" className="flex flex-col gap-4">
          <h2 id="help-questions" className="text-2xl font-bold">
            {searching
              ? t('search.results', { count: shown.length, query: query.trim() })
              : t(`categories.${category}`)}
          </h2>
          {/* Announces how many answers a search finds while the person keeps typing. */}
          <p role="status" className="sr-only">
            {searching ? t('search.results', { count: shown.length, query: query.trim() }) : ''}
          </p>
          {shown.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {shown.map((entry) => (
                <FaqItem
                  key={entry.key}
                  question={entry.question}
                  answer={entry.answer}
                  open={openKeys.has(entry.key)}
                  onToggle={() => toggle(entry.key)}
                  context={searching ? t(`categories.${entry.category}`) : undefined}
                />
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-6">
              <p className="font-semibold">{t('search.noMatches', { query: query.trim() })}</p>
              <p className="text-muted">{t('search.noMatchesHint')}</p>
              <Link to="/contact" className={buttonStyles('secondary')}>
                {t('stillNeedHelp.contact')}
              </Link>
            </div>
          )}
        </section>
      </div>

      <section aria-labelledby="help-quick-links" className="flex flex-col gap-4">
        <h2 id="help-quick-links" className="text-2xl font-bold">
          {t('quickLinks.heading')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {QUICK_LINKS.map(({ to, key, Icon }) => (
            <QuickLink key={key} to={to} icon={<Icon className="size-5 text-accent-text" />}>
              {t(`quickLinks.${key}`)}
            </QuickLink>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="help-contact"
        className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="help-contact" className="text-xl font-bold">
          {t('stillNeedHelp.heading')}
        </h2>
        <p className="text-muted">{t('stillNeedHelp.body', { supportHours })}</p>
        <Link to="/contact" className={buttonStyles('primary')}>
          {t('stillNeedHelp.contact')}
        </Link>
      </section>
    </div>
  );
}

function QuickLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full min-h-16 items-center gap-3 rounded-xl border border-border bg-surface p-4 font-semibold text-fg transition-colors hover:border-accent hover:bg-surface-2"
      >
        {icon}
        {children}
      </Link>
    </li>
  );
}
