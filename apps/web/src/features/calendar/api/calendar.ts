import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_ENDPOINTS,
  type Calendar,
  type CalendarFeed,
  type CalendarFeedStatus,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  calendarSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

export const calendarQueryRoot = ['calendar'] as const;
const feedQueryKey = [...calendarQueryRoot, 'feed'] as const;

/** The browser's time zone, which decides what "today" is on the calendar. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** My releases a week back and a month ahead, in the browser's time zone. */
export function useCalendar() {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: [...calendarQueryRoot, 'releases', tz],
    queryFn: ({ signal }): Promise<Calendar> =>
      apiRequest(`${CALENDAR_ENDPOINTS.calendar}?tz=${encodeURIComponent(tz)}`, {
        schema: import.meta.env.DEV && calendarSchema,
        signal,
      }),
  });
}

/** Whether I have a feed link. */
export function useFeedStatus() {
  return useQuery({
    queryKey: feedQueryKey,
    queryFn: ({ signal }): Promise<CalendarFeedStatus> =>
      apiRequest(CALENDAR_ENDPOINTS.feed, { schema: import.meta.env.DEV && calendarFeedStatusSchema, signal }),
  });
}

/** Makes a new feed link (the old one stops working at once); its URL is in the mutation's data, this once. */
export function useNewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarFeed> =>
      apiRequest(CALENDAR_ENDPOINTS.feed, { method: 'POST', schema: import.meta.env.DEV && calendarFeedSchema }),
    onSuccess: (feed) => {
      queryClient.setQueryData<CalendarFeedStatus>(feedQueryKey, { active: true, createdAt: feed.createdAt });
    },
  });
}
