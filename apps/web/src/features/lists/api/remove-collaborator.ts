import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import type { CollaboratorInput } from './invite-collaborator';
import { listKeys } from './keys';

/** Removes a collaborator (the owner), or leaves the list (the collaborator, with their own id). */
export async function removeCollaborator({ listId, userId }: CollaboratorInput): Promise<void> {
  await apiRequest(apiPath(LIST_ENDPOINTS.collaborator, { listId, userId }), { method: 'DELETE' });
}

export function useRemoveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCollaborator,
    onSuccess: (_result, { listId }) => {
      void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
      return queryClient.invalidateQueries({ queryKey: listKeys.list(listId) });
    },
  });
}
