import { useTranslation } from 'react-i18next';
import { useFriendRequests } from '../api/get-friend-requests';
import type { FriendActions } from '../hooks/use-friend-actions';
import { PersonRow } from './person-row';
import { AnswerButtons, WithdrawButton } from './relationship-actions';
import { ListState, Section } from './section';

/** Requests sent to me (accept or reject; product §2) and requests I sent that wait for an answer (withdraw). */
export function FriendRequestsSection({ actions }: { actions: FriendActions }) {
  const { t } = useTranslation('friends');
  const requests = useFriendRequests();
  const retry = () => void requests.refetch();

  return (
    <>
      <Section heading={t('incoming.heading')}>
        {requests.isPending ? (
          <ListState state="loading" errorText="" emptyText="" onRetry={retry} />
        ) : requests.isError ? (
          <ListState state="error" errorText={t('errors.load')} emptyText="" onRetry={retry} />
        ) : requests.data.incoming.length === 0 ? (
          <ListState state="empty" errorText="" emptyText={t('incoming.empty')} onRetry={retry} />
        ) : (
          <ul aria-label={t('incoming.heading')} className="flex flex-col gap-2">
            {requests.data.incoming.map((request) => (
              <PersonRow key={request.id} person={request.from}>
                <AnswerButtons person={request.from} actions={actions} requestId={request.id} />
              </PersonRow>
            ))}
          </ul>
        )}
      </Section>

      {requests.data && requests.data.outgoing.length > 0 ? (
        <Section heading={t('outgoing.heading')}>
          <ul aria-label={t('outgoing.heading')} className="flex flex-col gap-2">
            {requests.data.outgoing.map((request) => (
              <PersonRow key={request.id} person={request.to} note={t('relationship.requestSent')}>
                <WithdrawButton person={request.to} actions={actions} requestId={request.id} />
              </PersonRow>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
