/** Web push (fill a pattern with `apiPath`). */
export const PUSH_ENDPOINTS = {
  /** GET the server's VAPID public key, the `applicationServerKey` a browser subscribes with. */
  publicKey: '/api/push/public-key',
  /** POST a browser's push subscription (the same endpoint again updates it); DELETE one by its endpoint. */
  subscriptions: '/api/push/subscriptions',
} as const;
