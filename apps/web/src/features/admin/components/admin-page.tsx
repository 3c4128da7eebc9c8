import { useTranslation } from 'react-i18next';
import { AuditLogSection } from './audit-log-section';
import { ContactMessagesSection } from './contact-messages-section';
import { MaintenanceCard } from './maintenance-card';
import { TestFriendshipCard } from './test-friendship-card';
import { UsersList } from './users-list';

/**
 * /admin ('Yönetici Araçları'): maintenance and test-friendship cards, the users list, contact
 * messages and the audit log. Only admins reach it (RequireAdmin); the API checks the role again on every call.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <MaintenanceCard />
        <TestFriendshipCard />
      </div>
      <UsersList />
      <ContactMessagesSection />
      <AuditLogSection />
    </div>
  );
}
