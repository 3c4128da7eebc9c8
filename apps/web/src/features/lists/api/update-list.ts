import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  LIST_ENDPOINTS,
  type ListDetail,
  listResponseSchema,
  type UpdateListRequest,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { listKeys } from './keys';

export interface UpdateListInput {
  listId: string;
  changes: UpdateListRequest;
}

/** Changes a list's name, description, visibility or collaboration (owner only). */
export async function updateList({ listId, changes }: UpdateListInput): Promise<ListDetail> {
  const { list } = await apiRequest(apiPath(LIST_ENDPOINTS.list, { listId }), {
    method: 'PATCH',
    body: changes,
    schema: import.meta.env.DEV && listResponseSchema,
  });
  return list;
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onSuccess: (list) => {
      queryClient.setQueryData(listKeys.detail(list.id), { list });
      return queryClient.invalidateQueries({ queryKey: listKeys.mine() });
    },
  });
}
