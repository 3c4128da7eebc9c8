import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, apiPath, type Me, meResponseSchema } from '@watchify/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/**
 * Uploads a photo as multipart form data (the API client speaks JSON only); resolves with the updated record.
 * Errors are the API client's `ApiRequestError`, so callers treat both alike.
 */
export async function uploadPhoto(file: File): Promise<Me> {
  const body = new FormData();
  body.append('photo', file);
  let response: Response;
  try {
    response = await fetch(apiPath(ACCOUNT_ENDPOINTS.photo), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiRequestError(0, 'networkError', error instanceof Error ? error.message : 'Network request failed');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail = (data as { error?: { code?: unknown; message?: unknown; field?: unknown } } | undefined)?.error;
    throw new ApiRequestError(
      response.status,
      typeof detail?.code === 'string' ? detail.code : 'httpError',
      typeof detail?.message === 'string' ? detail.message : `Request failed with status ${response.status}`,
      typeof detail?.field === 'string' ? detail.field : undefined,
    );
  }
  const parsed = meResponseSchema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError(response.status, 'invalidResponse', 'Invalid API response');
  return parsed.data;
}

/** Removes the photo; resolves with the updated record. */
export async function deletePhoto(): Promise<Me> {
  return apiRequest(apiPath(ACCOUNT_ENDPOINTS.photo), { method: 'DELETE', schema: meResponseSchema });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}

export function useDeletePhoto() {
  return useMutation({ mutationFn: deletePhoto });
}
