import { FRIEND_LIMITS, type UserSearchResult } from '@watchify/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useUserSearch } from '../api/search-users';
import type { FriendActions } from '../hooks/use-friend-actions';
import { PersonRow } from './person-row';
import { AddFriendButton, AnswerButtons, ChatLink, WithdrawButton } from './relationship-actions';

/** Searching starts this long after the last keystroke (Enter searches at once). */
const TYPING_PAUSE_MS = 250;

function ResultActions({ person, actions }: { person: UserSearchResult; actions: FriendActions }) {
  switch (person.relationship) {
    case 'friend':
      return <ChatLink person={person} />;
    case 'requestSent':
      return person.requestId ? (
        <WithdrawButton person={person} actions={actions} requestId={person.requestId} />
      ) : null;
    case 'requestReceived':
      return person.requestId ? <AnswerButtons person={person} actions={actions} requestId={person.requestId} /> : null;
    default:
      return <AddFriendButton person={person} actions={actions} />;
  }
}

/** User search by nickname prefix (product §2 Friends): each result with the action that fits our relationship. */
export function UserSearch({ actions }: { actions: FriendActions }) {
  const { t } = useTranslation('friends');
  const headingId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const search = useUserSearch(query);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };

  let body = null;
  if (query === '') {
    body = <p className="text-sm text-muted">{t('search.hint')}</p>;
  } else if (search.isError && !search.data) {
    body = (
      <p role="alert" className="text-sm font-medium text-danger">
        {t('errors.search')}
      </p>
    );
  } else if (!search.data) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('search.searching')}
      </p>
    );
  } else if (search.data.users.length === 0) {
    body = (
      <p role="status" className="text-sm text-muted">
        {t('search.empty')}
      </p>
    );
  } else {
    body = (
      <ul
        aria-label={t('search.results')}
        aria-busy={search.isPlaceholderData || undefined}
        className="flex flex-col gap-2"
      >
        {search.data.users.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            note={person.relationship === 'none' ? null : t(`relationship.${person.relationship}`)}
          >
            <ResultActions person={person} actions={actions} />
          </PersonRow>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('search.heading')}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search reaches every screen reader; <search> does not yet */}
      <form role="search" aria-labelledby={headingId} onSubmit={onSubmit} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={FRIEND_LIMITS.searchMax}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus:border-accent"
        />
      </form>
      {body}
    </section>
  );
}
