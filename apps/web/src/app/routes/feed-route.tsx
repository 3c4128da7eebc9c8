import { FeedPage } from '../../features/activity/components/activity-feed';

/** /feed (members only: the RequireUser guard is around it). */
export function FeedRoute() {
  return <FeedPage />;
}
