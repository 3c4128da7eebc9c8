import crypto from 'node:crypto';
import {
  isLanguage,
  type Language,
  type NormalizedPushSubscription,
  PUSH_ERROR_FIELDS,
  PUSH_LIMITS,
  PUSH_MESSAGES,
  type PushPublicKey,
  type PushSubscriptionView,
} from '@watchify/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { presentSubscription } from './push.presenter.js';
import * as repo from './push.repository.js';
import { type DeliveryOutcome, isAllowedEndpoint, PushSender } from './push.sender.js';
import type { VapidDetails } from './vapid-keys.js';

/** What one push shows: a title and a line of text, and the app page a click opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app (`/notifications`, `/titles/movie/603`); the click opens or focuses a Watchify window there. */
  url: string;
  /** Pushes with the same tag replace each other on the device (one "3 new messages from Ayşe", not three). */
  tag?: string;
}

/** The message in a language: each subscription gets it in the language its browser chose. */
export type PushMessageIn = (language: Language) => PushMessage;

/** What became of a send or a sweep, per subscription. */
export interface PushReport {
  /** Taken by the push service. */
  delivered: number;
  /** Waiting in the outbox for another try. */
  queued: number;
  /** Subscriptions removed because the push service no longer knows them (404/410). */
  removed: number;
  /** Dropped: refused for good by the push service, stale, tried too often, or not sendable at all. */
  failed: number;
}

/** How pushes are sent and retried (decision 040). */
export const PUSH_DELIVERY = {
  /** How long a push service keeps a message for an offline device; a retry after that is not sent. */
  ttlSeconds: 24 * 60 * 60,
  /** Tries of one message, the first included. */
  maxAttempts: 5,
  /** Wait before the first retry; each next one waits `backoffFactor` times longer, up to `maxRetryDelayMs`. */
  firstRetryDelayMs: 60_000,
  backoffFactor: 4,
  maxRetryDelayMs: 60 * 60_000,
  /** How often each instance looks for due retries. */
  sweepEveryMs: 15_000,
  /** Deliveries one sweep claims at a time, and how long its claim holds (well beyond a send's timeout). */
  batchSize: 25,
  claimMs: 2 * 60_000,
  /** Batches one sweep sends at most; the rest waits for the next sweep. */
  maxBatchesPerSweep: 8,
} as const;

/** The longest texts a push carries (a notification shows a few lines; a push payload holds at most 4 KB). */
const MESSAGE_LIMITS = { title: 120, body: 400, url: 1000, tag: 64 } as const;

export interface PushServiceOptions {
  vapid: VapidDetails;
  /** PUSH_ALLOW_LOOPBACK: endpoints on this machine's loopback are accepted (tests, development). */
  allowLoopback: boolean;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; tests move it to make retries due. */
  clock?: () => number;
}

const emptyReport = (): PushReport => ({ delivered: 0, queued: 0, removed: 0, failed: 0 });

const iso = (ms: number) => new Date(ms).toISOString();

/** `text` cut to `max` characters (code points), with an ellipsis when it was longer. */
function clip(text: string, max: number): string {
  const characters = [...text.trim()];
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`;
}

/** The payload a browser's service worker receives, or null when the message cannot be pushed (its url is no path). */
function payloadOf(message: PushMessage): string | null {
  const { url } = message;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  if (url.length > MESSAGE_LIMITS.url) return null;
  return JSON.stringify({
    title: clip(String(message.title), MESSAGE_LIMITS.title),
    body: clip(String(message.body), MESSAGE_LIMITS.body),
    url,
    ...(message.tag ? { tag: clip(String(message.tag), MESSAGE_LIMITS.tag) } : {}),
  });
}

/** Whether a browser's p256dh key is a point of the P-256 curve (only then can a message be encrypted for it). */
function isCurvePoint(p256dh: string): boolean {
  try {
    crypto.ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Web push (issue 24 §3, decision 040): members' push subscriptions, and the delivery of pushes to them for the
 * notification centre. A push is sent at once; when the push service cannot take it (429, 5xx, no answer) it waits in
 * the `push_deliveries` outbox and a sweep, which every instance runs on a timer, tries again with backoff. A
 * subscription the push service no longer knows (404/410) is removed.
 */
export class PushService {
  private readonly sender: PushSender;
  private readonly clock: () => number;
  private readonly log: FastifyBaseLogger;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Sweeps of this instance run one after another. */
  private sweepChain: Promise<unknown> = Promise.resolve();
  private sweeping = false;
  /** Sends and sweeps under way, which closing waits for. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: PushServiceOptions,
  ) {
    this.clock = options.clock ?? Date.now;
    this.log = options.log;
    this.sender = new PushSender(
      options.vapid,
      { allowLoopback: options.allowLoopback, ttlSeconds: PUSH_DELIVERY.ttlSeconds },
      this.clock,
    );
  }

  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  publicKey(): PushPublicKey {
    return { publicKey: this.options.vapid.publicKey };
  }

  /**
   * Stores a browser's subscription for the member (checked by the route with the contract's rules). Only endpoints we
   * would contact are accepted: https on a public host, loopback only when allowed (against request forgery).
   */
  async subscribe(userId: string, subscription: NormalizedPushSubscription): Promise<PushSubscriptionView> {
    if (!isAllowedEndpoint(subscription.endpoint, this.options.allowLoopback)) {
      throw badRequest('endpointInvalid', PUSH_MESSAGES.endpointInvalid, PUSH_ERROR_FIELDS.endpointInvalid);
    }
    if (!isCurvePoint(subscription.keys.p256dh)) {
      throw badRequest('keysInvalid', PUSH_MESSAGES.keysInvalid, PUSH_ERROR_FIELDS.keysInvalid);
    }
    const now = iso(this.clock());
    const row = await repo.upsertSubscription(
      this.database,
      {
        id: newOrderedId(),
        user_id: userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        language: subscription.language,
        created_at: now,
        updated_at: now,
      },
      PUSH_LIMITS.subscriptionsPerUser,
    );
    return presentSubscription(row);
  }

  /** Ends the member's own subscription with this endpoint; nothing happens when they have none with it. */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await repo.deleteOwnSubscription(this.database, userId, endpoint);
  }

  /**
   * Pushes a message to every subscription of the user, each in its own language (`message` is asked once per
   * language). Resolves when each has been tried once, with what became of them; never rejects (a failure is logged
   * and counted), so a caller may leave it running. What the push service could not take now is retried by the sweep.
   */
  sendToUser(userId: string, message: PushMessageIn): Promise<PushReport> {
    if (this.stopped) return Promise.resolve(emptyReport());
    return this.track(this.sendNow(userId, message)).catch((error: unknown) => {
      this.log.error({ err: error, userId }, 'push: sending failed');
      return emptyReport();
    });
  }

  private async sendNow(userId: string, message: PushMessageIn): Promise<PushReport> {
    const report = emptyReport();
    const subscriptions = await repo.subscriptionsOf(this.database.db, userId);
    if (subscriptions.length === 0) return report;
    const payloads = new Map<Language, string | null>();
    const payloadIn = (language: Language) => {
      if (!payloads.has(language)) payloads.set(language, payloadOf(message(language)));
      return payloads.get(language) ?? null;
    };
    const now = this.clock();
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const payload = payloadIn(isLanguage(subscription.language) ? subscription.language : 'en');
        if (payload === null) {
          this.log.error({ userId }, 'push: a message whose url is not a path of the app was not sent');
          report.failed++;
          return;
        }
        const outcome = await this.sender.send(subscription, payload);
        if (outcome.kind === 'retry') {
          const queued = await repo.insertDelivery(this.database, {
            id: newOrderedId(),
            subscription_id: subscription.id,
            payload,
            attempts: 1,
            next_attempt_at: iso(now + retryDelay(1, outcome.retryAfterMs)),
            expires_at: iso(now + PUSH_DELIVERY.ttlSeconds * 1000),
            claimed_by: null,
            claimed_until: null,
            created_at: iso(now),
          });
          if (queued) report.queued++;
          else report.failed++;
          return;
        }
        await this.settle(outcome, subscription.id, report);
      }),
    );
    return report;
  }

  /** Counts an outcome that ends a message's life, and removes a subscription the push service no longer knows. */
  private async settle(
    outcome: Exclude<DeliveryOutcome, { kind: 'retry' }>,
    subscriptionId: string,
    report: PushReport,
  ) {
    if (outcome.kind === 'delivered') {
      report.delivered++;
    } else if (outcome.kind === 'gone') {
      await repo.deleteSubscription(this.database, subscriptionId);
      report.removed++;
    } else {
      this.log.warn({ subscriptionId, status: outcome.status, reason: outcome.reason }, 'push: message dropped');
      report.failed++;
    }
  }

  /**
   * Tries the outbox's due messages again (the timer calls it; tests call it after moving the clock). Sweeps of one
   * instance run one after another; those of several instances claim different rows.
   */
  sweep(): Promise<PushReport> {
    const run = this.sweepChain.then(() => this.sweepDue());
    this.sweepChain = run.catch(() => undefined);
    return this.track(run);
  }

  private async sweepDue(): Promise<PushReport> {
    const report = emptyReport();
    if (this.stopped) return report;
    this.sweeping = true;
    try {
      for (let batch = 0; batch < PUSH_DELIVERY.maxBatchesPerSweep; batch++) {
        const now = this.clock();
        const claimant = crypto.randomUUID();
        const claimed = await repo.claimDueDeliveries(this.database, {
          claimant,
          now: iso(now),
          claimedUntil: iso(now + PUSH_DELIVERY.claimMs),
          limit: PUSH_DELIVERY.batchSize,
        });
        await Promise.all(claimed.map((delivery) => this.retry(delivery, claimant, now, report)));
        if (claimed.length < PUSH_DELIVERY.batchSize || this.stopped) break;
      }
    } finally {
      this.sweeping = false;
    }
    return report;
  }

  private async retry(delivery: repo.ClaimedDelivery, claimant: string, now: number, report: PushReport) {
    if (delivery.expires_at <= iso(now)) {
      await repo.deleteClaimedDelivery(this.database, delivery.id, claimant);
      report.failed++;
      return;
    }
    const outcome = await this.sender.send(delivery, delivery.payload);
    if (outcome.kind !== 'retry') {
      if (outcome.kind !== 'gone') await repo.deleteClaimedDelivery(this.database, delivery.id, claimant);
      await this.settle(outcome, delivery.subscription_id, report);
      return;
    }
    const attempts = delivery.attempts + 1;
    const next = now + retryDelay(attempts, outcome.retryAfterMs);
    if (attempts >= PUSH_DELIVERY.maxAttempts || iso(next) >= delivery.expires_at) {
      this.log.warn({ deliveryId: delivery.id, attempts, reason: outcome.reason }, 'push: gave up on a message');
      await repo.deleteClaimedDelivery(this.database, delivery.id, claimant);
      report.failed++;
      return;
    }
    await repo.rescheduleClaimedDelivery(this.database, delivery.id, claimant, { attempts, nextAttemptAt: iso(next) });
    report.queued++;
  }

  /** Starts this instance's sweep timer (the app does, once it is built). */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (this.sweeping) return;
      this.sweep().catch((error: unknown) => this.log.error({ err: error }, 'push: sweep failed'));
    }, PUSH_DELIVERY.sweepEveryMs);
    // The timer alone never keeps the process running.
    this.timer.unref();
  }

  /** Stops the timer, lets the sends and sweeps under way finish, and closes the connections (the app is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
    this.sender.close();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const forget = () => this.inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }
}

/** How long to wait before try number `attempts + 1`: the backoff, or longer when the push service asked for it. */
function retryDelay(attempts: number, retryAfterMs: number | null): number {
  const backoff = Math.min(
    PUSH_DELIVERY.firstRetryDelayMs * PUSH_DELIVERY.backoffFactor ** (attempts - 1),
    PUSH_DELIVERY.maxRetryDelayMs,
  );
  return Math.max(backoff, retryAfterMs ?? 0);
}
