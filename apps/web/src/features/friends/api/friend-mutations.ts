import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  FRIEND_ENDPOINTS,
  type FriendRequest,
  type FriendRequestsResponse,
  friendRequestResponseSchema,
  type SendFriendRequestResponse,
  sendFriendRequestResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { FRIEND_REQUESTS_QUERY_KEY, FRIENDS_ROOT_KEY } from './keys';

/** POST /api/friend-requests: asks someone; if they had asked me already, that accepts their request. */
export function sendFriendRequest(toUserId: string): Promise<SendFriendRequestResponse> {
  return apiRequest(apiPath(FRIEND_ENDPOINTS.requests), {
    method: 'POST',
    body: { toUserId },
    schema: import.meta.env.DEV && sendFriendRequestResponseSchema,
  });
}

/** POST /api/friend-requests/:id/accept | reject (only the recipient may). */
export async function answerFriendRequest(requestId: string, action: 'accept' | 'reject'): Promise<FriendRequest> {
  const endpoint = action === 'accept' ? FRIEND_ENDPOINTS.acceptRequest : FRIEND_ENDPOINTS.rejectRequest;
  const { request } = await apiRequest(apiPath(endpoint, { id: requestId }), {
    method: 'POST',
    schema: import.meta.env.DEV && friendRequestResponseSchema,
  });
  return request;
}

/** DELETE /api/friend-requests/:id: the sender withdraws a pending request. */
export async function cancelFriendRequest(requestId: string): Promise<void> {
  await apiRequest(apiPath(FRIEND_ENDPOINTS.request, { id: requestId }), { method: 'DELETE' });
}

/** DELETE /api/friends/:userId: ends the friendship for both. */
export async function unfriend(userId: string): Promise<void> {
  await apiRequest(apiPath(FRIEND_ENDPOINTS.friend, { userId }), { method: 'DELETE' });
}

/** Drops a handled request from the cached pending lists at once (the refetch then confirms it). */
function removeFromPending(requests: FriendRequestsResponse | undefined, requestId: string) {
  if (!requests) return requests;
  return {
    incoming: requests.incoming.filter((request) => request.id !== requestId),
    outgoing: requests.outgoing.filter((request) => request.id !== requestId),
  };
}

/** Every change refreshes the whole friends screen: lists, requests, suggestions and search results. */
function useRefreshFriends() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    refresh: () => queryClient.invalidateQueries({ queryKey: FRIENDS_ROOT_KEY }),
  };
}

export function useSendFriendRequest() {
  const { refresh } = useRefreshFriends();
  return useMutation({ mutationFn: sendFriendRequest, onSettled: refresh });
}

export function useAnswerFriendRequest() {
  const { queryClient, refresh } = useRefreshFriends();
  return useMutation({
    mutationFn: ({ requestId, action }: { requestId: string; action: 'accept' | 'reject' }) =>
      answerFriendRequest(requestId, action),
    onSuccess: (_request, { requestId }) => {
      queryClient.setQueryData<FriendRequestsResponse>(FRIEND_REQUESTS_QUERY_KEY, (old) =>
        removeFromPending(old, requestId),
      );
    },
    onSettled: refresh,
  });
}

export function useCancelFriendRequest() {
  const { queryClient, refresh } = useRefreshFriends();
  return useMutation({
    mutationFn: cancelFriendRequest,
    onSuccess: (_nothing, requestId) => {
      queryClient.setQueryData<FriendRequestsResponse>(FRIEND_REQUESTS_QUERY_KEY, (old) =>
        removeFromPending(old, requestId),
      );
    },
    onSettled: refresh,
  });
}

export function useUnfriend() {
  const { refresh } = useRefreshFriends();
  return useMutation({ mutationFn: unfriend, onSettled: refresh });
}
