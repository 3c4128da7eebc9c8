import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { PushSettings } from '../../features/push';

/** /notifications (members only: the RequireUser guard is around it), with this browser's push opt-in. */
export function NotificationsRoute() {
  return <NotificationsPage pushSettings={<PushSettings />} />;
}
