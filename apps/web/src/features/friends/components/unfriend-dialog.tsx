import type { UserSummary } from '@watchify/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/dialog';

/** Asks before ending a friendship; Cancel (or Escape) leaves everything as it was. */
export function UnfriendDialog({
  person,
  onConfirm,
  onClose,
}: {
  person: UserSummary;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('friends');
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} className="max-w-md p-6">
      <h2 id={titleId} className="text-xl font-bold">
        {t('unfriendDialog.title', { name: person.displayName })}
      </h2>
      <p className="mt-3 text-muted">{t('unfriendDialog.body')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('unfriendDialog.cancel')}
        </Button>
        <Button onClick={onConfirm}>{t('unfriendDialog.confirm')}</Button>
      </div>
    </ModalDialog>
  );
}
