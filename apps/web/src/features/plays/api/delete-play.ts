import { apiPath, PLAYS_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Deletes a play from my diary (DELETE; 404 `playNotFound` when it is gone already). */
export async function deletePlay(playId: string): Promise<void> {
  await apiRequest(apiPath(PLAYS_ENDPOINTS.play, { playId }), { method: 'DELETE' });
}
