/** The floating assistant (product §7 POST /chat; friend-to-friend chat lives under /api/chat/conversations). */
export const ASSISTANT_ENDPOINTS = {
  /** POST one question. */
  ask: '/api/chat',
} as const;
