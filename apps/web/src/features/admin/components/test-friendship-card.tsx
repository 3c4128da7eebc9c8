import type { AdminUser } from '@watchify/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCreateFriendship } from '../api/create-friendship';
import { adminErrorReason } from '../errors';
import { ActionStatus, AdminCard } from './admin-card';
import { UserPicker } from './user-picker';

/**
 * 'Test Arkadaşlığı Oluştur' (product §5 Admin friendship): two user selectors; the button stays disabled
 * until two different users are chosen ('Lütfen iki kullanıcı ID'si seçin'), then makes them friends.
 */
export function TestFriendshipCard() {
  const { t } = useTranslation('admin');
  const hintId = useId();
  const [userA, setUserA] = useState<AdminUser | null>(null);
  const [userB, setUserB] = useState<AdminUser | null>(null);
  const create = useCreateFriendship();
  const hint =
    !userA || !userB ? t('friendship.chooseBoth') : userA.id === userB.id ? t('friendship.chooseDifferent') : null;
  const choose = (set: (user: AdminUser | null) => void) => (user: AdminUser | null) => {
    set(user);
    // A new choice starts a new attempt: the last one's outcome no longer applies.
    create.reset();
  };

  return (
    <AdminCard heading={t('friendship.heading')} description={t('friendship.description')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <UserPicker
          label={t('friendship.firstUser')}
          searchLabel={t('friendship.searchFirst')}
          value={userA}
          onChange={choose(setUserA)}
        />
        <UserPicker
          label={t('friendship.secondUser')}
          searchLabel={t('friendship.searchSecond')}
          value={userB}
          onChange={choose(setUserB)}
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <Button
        className="self-start"
        disabled={hint !== null || create.isPending}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => userA && userB && create.mutate({ userA: userA.id, userB: userB.id })}
      >
        {create.isPending ? t('friendship.busyButton') : t('friendship.button')}
      </Button>
      {create.isPending ? <ActionStatus tone="progress">{t('friendship.creating')}</ActionStatus> : null}
      {create.isSuccess ? (
        <ActionStatus tone="success">
          {t(create.data.outcome === 'created' ? 'friendship.created' : 'friendship.alreadyFriends', {
            a: create.data.users[0].nickname,
            b: create.data.users[1].nickname,
          })}
        </ActionStatus>
      ) : null}
      {create.isError ? (
        <ActionStatus tone="error">
          {t('friendship.failed')} {adminErrorReason(t, create.error)}
        </ActionStatus>
      ) : null}
    </AdminCard>
  );
}
