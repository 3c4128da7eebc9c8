import { NotificationsPage } from '../../features/notifications/components/notifications-page';

/** /notifications (members only: the RequireUser guard is around it). */
export function NotificationsRoute() {
  return <NotificationsPage />;
}
