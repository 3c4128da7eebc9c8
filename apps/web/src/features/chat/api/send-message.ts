import {
  apiPath,
  CHAT_ENDPOINTS,
  CHAT_EVENTS,
  type ChatMessage,
  type ChatSendAck,
  chatSendResponseSchema,
} from '@watchify/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { loadSocket } from '../../../lib/realtime';

/** How long to wait for the server's acknowledgement before the message counts as not sent (it is resent later). */
export const ACK_TIMEOUT_MS = 5000;

/** HTTP status that goes with an error code sent in a socket acknowledgement (so callers treat both paths alike). */
function statusOf(code: string): number {
  if (code === 'unauthenticated') return 401;
  if (code === 'notFriends') return 403;
  if (code === 'clientIdReused') return 409;
  if (code === 'tooManyMessages') return 429;
  if (code === 'internal') return 500;
  return 400;
}

function sendOverHttp(friendId: string, text: string, clientId: string): Promise<ChatMessage> {
  return apiRequest(apiPath(CHAT_ENDPOINTS.messages, { friendId }), {
    method: 'POST',
    body: { text, clientId },
    schema: import.meta.env.DEV && chatSendResponseSchema,
  }).then((response) => response.message);
}

/**
 * Sends a message: over the socket when it is connected (no extra request, the acknowledgement carries the stored
 * message), otherwise over HTTP. Sending again with the same client id never stores it twice.
 * Rejects with an {@link ApiRequestError}; `isServerOrNetworkError` means "try again later".
 */
export async function sendChatMessage(friendId: string, text: string, clientId: string): Promise<ChatMessage> {
  const socket = await loadSocket();
  if (!socket.connected) return sendOverHttp(friendId, text, clientId);
  let ack: ChatSendAck;
  try {
    ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(CHAT_EVENTS.send, { friendId, text, clientId });
  } catch {
    throw new ApiRequestError(0, 'networkError', 'No acknowledgement from the server');
  }
  if (!ack.ok) throw new ApiRequestError(statusOf(ack.error.code), ack.error.code, ack.error.message, ack.error.field);
  return ack.message;
}
