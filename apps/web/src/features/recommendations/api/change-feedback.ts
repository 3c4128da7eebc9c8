import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  type FeedbackResponse,
  type FeedbackValue,
  feedbackResponseSchema,
  RECOMMENDATION_ENDPOINTS,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TitleRef } from '../../../lib/title-links';
import { RECOMMENDATIONS_QUERY_KEY } from './keys';

const feedbackPath = (title: TitleRef) =>
  apiPath(RECOMMENDATION_ENDPOINTS.feedback, { type: title.mediaType, id: title.id });

/**
 * PUT my like or dislike of a title, or DELETE it (value null: undo). Saving the same value twice, or undoing
 * twice, changes nothing.
 */
export function saveFeedback(title: TitleRef, value: FeedbackValue | null): Promise<FeedbackResponse> {
  return value === null
    ? apiRequest(feedbackPath(title), { method: 'DELETE', schema: import.meta.env.DEV && feedbackResponseSchema })
    : apiRequest(feedbackPath(title), {
        method: 'PUT',
        body: { value },
        schema: import.meta.env.DEV && feedbackResponseSchema,
      });
}

/** Saves a like / dislike / undo, then refreshes the list (the ranking learned from it). */
export function useSaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, value }: { title: TitleRef; value: FeedbackValue | null }) => saveFeedback(title, value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_QUERY_KEY }),
  });
}
