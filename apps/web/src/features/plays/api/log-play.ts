import { apiPath, type LoggedPlay, type LogPlayRequest, loggedPlaySchema, PLAYS_ENDPOINTS } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * Logs a play (POST). The same `requestId` stores one play however often it is sent: a retried or doubled request
 * answers the play the first one stored (`created: false`).
 */
export async function logPlay(request: LogPlayRequest): Promise<LoggedPlay> {
  return apiRequest(apiPath(PLAYS_ENDPOINTS.plays), {
    method: 'POST',
    body: request,
    schema: import.meta.env.DEV && loggedPlaySchema,
  });
}
