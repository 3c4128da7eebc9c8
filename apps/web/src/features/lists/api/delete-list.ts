import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, LIST_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { listKeys } from './keys';

/** Deletes a list with its titles (owner only). */
export async function deleteList(listId: string): Promise<void> {
  await apiRequest(apiPath(LIST_ENDPOINTS.list, { listId }), { method: 'DELETE' });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (_result, listId) => {
      queryClient.removeQueries({ queryKey: listKeys.list(listId) });
      return queryClient.invalidateQueries({ queryKey: listKeys.mine() });
    },
  });
}
