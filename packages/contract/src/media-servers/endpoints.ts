/** Automatic tracking from media servers (fill a pattern with `apiPath`). */
export const MEDIA_SERVER_ENDPOINTS = {
  /** GET whether I have a webhook URL; POST makes a new one (the old one stops working at once). */
  webhook: '/api/media-server/webhook',
  /** GET the deliveries we could not match to a title, newest first. */
  unmatched: '/api/media-server/unmatched',
  /** DELETE one of them (dismiss it). */
  unmatchedItem: '/api/media-server/unmatched/:id',
  /** POST a media server's event, by the URL's secret token (no session). */
  delivery: '/api/webhooks/media/:token',
} as const;

/** The path of a webhook URL, by its token. */
export const mediaWebhookPath = (token: string): string => `/api/webhooks/media/${token}`;
