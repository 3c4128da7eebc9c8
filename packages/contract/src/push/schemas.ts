import { z } from 'zod';
import { reportBrokenRule } from '../http/broken-rules.js';
import { LANGUAGES } from '../interface/rules.js';
import { PUSH_ERROR_FIELDS, PUSH_LIMITS, PUSH_MESSAGES } from './rules.js';
import { normalizePushSubscription, validatePushSubscription } from './validators.js';

/** GET /api/push/public-key: the VAPID public key (base64url), the browser's `applicationServerKey`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/**
 * POST /api/push/subscriptions: a browser's `PushSubscription.toJSON()` (other fields, such as `expirationTime`, are
 * ignored) and the language its notifications are written in. The fields are loose so that a missing or malformed one
 * gets its rule's message (`validatePushSubscription`) rather than a schema error.
 */
export const pushSubscriptionRequestSchema = z
  .object({
    endpoint: z.string().nullable().optional(),
    keys: z
      .object({ p256dh: z.string().nullable().optional(), auth: z.string().nullable().optional() })
      .nullable()
      .optional(),
    language: z.string().nullable().optional(),
  })
  .superRefine(
    reportBrokenRule(validatePushSubscription, (code) => ({
      message: PUSH_MESSAGES[code],
      field: PUSH_ERROR_FIELDS[code],
    })),
  )
  .transform(normalizePushSubscription);
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** 201: the subscription as stored (its keys are not sent back). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string(),
  language: z.enum(LANGUAGES),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of my subscriptions ends (none of mine with it: nothing changes). */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_LIMITS.endpointMax),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;
