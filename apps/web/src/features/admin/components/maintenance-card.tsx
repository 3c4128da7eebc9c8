import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useRunMaintenance } from '../api/run-maintenance';
import { adminErrorReason } from '../errors';
import { ActionStatus, AdminCard } from './admin-card';

/**
 * 'Kullanıcı Şeması Güncelleme': one button runs the data-maintenance pass; the card says it is
 * busy, then how many users changed or why it failed. The users list reloads afterwards (the mutation does it).
 */
export function MaintenanceCard() {
  const { t } = useTranslation('admin');
  const maintenance = useRunMaintenance();
  return (
    <AdminCard heading={t('maintenance.heading')} description={t('maintenance.description')}>
      <Button className="self-start" onClick={() => maintenance.mutate()} disabled={maintenance.isPending}>
        {maintenance.isPending ? t('maintenance.busyButton') : t('maintenance.button')}
      </Button>
      {maintenance.isPending ? <ActionStatus tone="progress">{t('maintenance.running')}</ActionStatus> : null}
      {maintenance.isSuccess ? (
        <ActionStatus tone="success">
          {t('maintenance.success')} {t('maintenance.changed', { count: maintenance.data.usersChanged })}
        </ActionStatus>
      ) : null}
      {maintenance.isError ? (
        <ActionStatus tone="error">
          {t('maintenance.failed')} {adminErrorReason(t, maintenance.error)}
        </ActionStatus>
      ) : null}
    </AdminCard>
  );
}
