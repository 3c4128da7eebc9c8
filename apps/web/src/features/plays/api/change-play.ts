import {
  apiPath,
  type ChangedPlay,
  type ChangePlayRequest,
  changedPlaySchema,
  PLAYS_ENDPOINTS,
} from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/** Changes a play's date or rewatch mark (PATCH). */
export async function changePlay(playId: string, changes: ChangePlayRequest): Promise<ChangedPlay> {
  return apiRequest(apiPath(PLAYS_ENDPOINTS.play, { playId }), {
    method: 'PATCH',
    body: changes,
    schema: import.meta.env.DEV && changedPlaySchema,
  });
}
