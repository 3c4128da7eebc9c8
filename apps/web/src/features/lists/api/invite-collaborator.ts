import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type CollaboratorResponse, collaboratorResponseSchema, LIST_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { listKeys } from './keys';

export interface CollaboratorInput {
  listId: string;
  userId: string;
}

/** Invites a friend to change a collaborative list's titles (owner only). */
export function inviteCollaborator({ listId, userId }: CollaboratorInput): Promise<CollaboratorResponse> {
  return apiRequest(apiPath(LIST_ENDPOINTS.collaborator, { listId, userId }), {
    method: 'PUT',
    schema: import.meta.env.DEV && collaboratorResponseSchema,
  });
}

export function useInviteCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCollaborator,
    onSuccess: (_result, { listId }) => queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) }),
  });
}
