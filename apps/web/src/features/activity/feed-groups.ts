import type { Activity } from '@watchify/contract';

/** A friend's run of activity, shown as one entry ("Ayşe: watched…, added…"). */
export interface ActivityGroup {
  key: string;
  actor: Activity['actor'];
  activities: Activity[];
}

/** Things one friend did within this long of each other, one after the other in the feed, are one entry. */
const GROUP_WINDOW_MS = 60 * 60 * 1000;

/** The feed's activities (newest first) in entries: consecutive activities of one friend within an hour. */
export function groupActivities(activities: readonly Activity[]): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const activity of activities) {
    const last = groups.at(-1);
    const previous = last?.activities.at(-1);
    const close =
      previous !== undefined && Date.parse(previous.createdAt) - Date.parse(activity.createdAt) <= GROUP_WINDOW_MS;
    if (last && last.actor.id === activity.actor.id && close) last.activities.push(activity);
    else groups.push({ key: activity.id, actor: activity.actor, activities: [activity] });
  }
  return groups;
}
