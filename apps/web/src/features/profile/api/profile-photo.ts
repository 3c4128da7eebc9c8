import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS, apiPath, type Me, meResponseSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Uploads a photo as multipart form data; resolves with the updated record. */
export async function uploadPhoto(file: File): Promise<Me> {
  const body = new FormData();
  body.append('photo', file);
  return apiRequest(apiPath(ACCOUNT_ENDPOINTS.photo), {
    method: 'POST',
    body,
    schema: import.meta.env.DEV && meResponseSchema,
  });
}

/** Removes the photo; resolves with the updated record. */
export async function deletePhoto(): Promise<Me> {
  return apiRequest(apiPath(ACCOUNT_ENDPOINTS.photo), {
    method: 'DELETE',
    schema: import.meta.env.DEV && meResponseSchema,
  });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}

export function useDeletePhoto() {
  return useMutation({ mutationFn: deletePhoto });
}
