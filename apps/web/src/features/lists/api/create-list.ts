import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPath,
  type CreateListRequest,
  LIST_ENDPOINTS,
  type ListDetail,
  listResponseSchema,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';
import { listKeys } from './keys';

/** Creates a list of mine (POST /api/lists); the server applies the same rules as the form. */
export async function createList(request: CreateListRequest): Promise<ListDetail> {
  const { list } = await apiRequest(apiPath(LIST_ENDPOINTS.lists), {
    method: 'POST',
    body: request,
    schema: import.meta.env.DEV && listResponseSchema,
  });
  return list;
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.mine() }),
  });
}
