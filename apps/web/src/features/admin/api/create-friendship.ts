import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ENDPOINTS,
  apiPath,
  type CreateFriendshipResponse,
  createFriendshipResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_ROOT_KEY, AUDIT_LOG_ROOT_KEY } from './keys';

/** POST /api/admin/friendships: makes two users friends (`alreadyFriends` when they were). */
export function createFriendship(userA: string, userB: string): Promise<CreateFriendshipResponse> {
  return apiRequest(apiPath(ADMIN_ENDPOINTS.friendships), {
    method: 'POST',
    body: { userA, userB },
    schema: import.meta.env.DEV && createFriendshipResponseSchema,
  });
}

export function useCreateFriendship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userA, userB }: { userA: string; userB: string }) => createFriendship(userA, userB),
    onSettled: () =>
      Promise.all([
        // A settled friend request changes the request counts in the list.
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_ROOT_KEY }),
      ]),
  });
}
