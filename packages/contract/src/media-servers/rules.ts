/** Automatic tracking from media servers (issue 27 §2): the servers, limits, error codes and their English messages. */

/** The media servers whose webhooks we read. */
export const MEDIA_SERVERS = ['jellyfin', 'plex', 'emby'] as const;
export type MediaServer = (typeof MEDIA_SERVERS)[number];

export const MEDIA_WEBHOOK_LIMITS = {
  /** A delivery's body: Plex adds a poster thumbnail to its form; the JSON itself is a few kilobytes. */
  bodyBytes: 512 * 1024,
  /** The unmatched deliveries kept per user, newest first. */
  unmatchedKept: 20,
  /** Deliveries of the same item within this many minutes log one play. */
  duplicateMinutes: 10,
  /** A Jellyfin or Emby stop counts as watched from this share of the runtime on. */
  finishedShare: 0.9,
} as const;

/** Failures of the media-server endpoints; each has a message in both locales. */
export const MEDIA_SERVER_ERRORS = ['webhookNotFound', 'webhookBadPayload', 'unmatchedNotFound'] as const;
export type MediaServerError = (typeof MEDIA_SERVER_ERRORS)[number];

/** The English message of every media-server error (the API sends these; the web app has them in en and tr). */
export const MEDIA_SERVER_MESSAGES: Record<MediaServerError, string> = {
  // The same answer for a wrong token and a reset one: nothing tells which.
  webhookNotFound: 'This webhook URL does not exist. Copy the current one from Settings › Media server.',
  webhookBadPayload:
    'This is not a Jellyfin, Plex or Emby webhook we can read. Send the Jellyfin webhook plugin’s JSON, Plex’s "payload" form field or Emby’s "data" field.',
  unmatchedNotFound: 'This unmatched delivery is no longer in your list.',
};
