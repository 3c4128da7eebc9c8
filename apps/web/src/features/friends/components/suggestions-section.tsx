import { useTranslation } from 'react-i18next';
import { useFriendSuggestions } from '../api/get-friend-suggestions';
import type { FriendActions } from '../hooks/use-friend-actions';
import { PersonRow } from './person-row';
import { AddFriendButton } from './relationship-actions';
import { ListState, Section } from './section';

/** Up to 5 people who share my first genres (product §9), each with 'Add friend'. */
export function SuggestionsSection({ actions }: { actions: FriendActions }) {
  const { t } = useTranslation('friends');
  const suggestions = useFriendSuggestions();
  const retry = () => void suggestions.refetch();
  return (
    <Section heading={t('suggestions.heading')} intro={t('suggestions.intro')}>
      {suggestions.isPending ? (
        <ListState state="loading" errorText="" emptyText="" onRetry={retry} />
      ) : suggestions.isError ? (
        <ListState state="error" errorText={t('errors.suggestions')} emptyText="" onRetry={retry} />
      ) : suggestions.data.users.length === 0 ? (
        <ListState state="empty" errorText="" emptyText={t('suggestions.empty')} onRetry={retry} />
      ) : (
        <ul aria-label={t('suggestions.heading')} className="flex flex-col gap-2">
          {suggestions.data.users.map((person) => (
            <PersonRow key={person.id} person={person}>
              <AddFriendButton person={person} actions={actions} />
            </PersonRow>
          ))}
        </ul>
      )}
    </Section>
  );
}
