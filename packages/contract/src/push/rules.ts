/** Web push subscriptions (issue 24 §3): limits, error codes and their English messages. */

export const PUSH_LIMITS = {
  /** Longest endpoint accepted, in characters (push services hand out a few hundred). */
  endpointMax: 2048,
  /**
   * Subscriptions one member keeps (one per browser or installed app); a new one beyond it replaces their oldest, so
   * a member cannot make one notification fan out into thousands of requests.
   */
  subscriptionsPerUser: 10,
} as const;

/** Why a subscription cannot be stored, in the order they are checked. */
export const PUSH_INPUT_ERRORS = ['endpointInvalid', 'keysInvalid', 'languageInvalid'] as const;
export type PushInputError = (typeof PUSH_INPUT_ERRORS)[number];

/** The English message of every push error: the API sends it, the web app has it in en and tr. */
export const PUSH_MESSAGES: Record<PushInputError, string> = {
  endpointInvalid: 'The push subscription must have the https:// address of a push service.',
  keysInvalid: 'The push subscription’s keys (p256dh and auth) are missing or malformed.',
  languageInvalid: 'Push notifications can be in English (en) or Turkish (tr).',
};

/** The field each input error belongs to (the API names it in `field`). */
export const PUSH_ERROR_FIELDS: Record<PushInputError, 'endpoint' | 'keys' | 'language'> = {
  endpointInvalid: 'endpoint',
  keysInvalid: 'keys',
  languageInvalid: 'language',
};
