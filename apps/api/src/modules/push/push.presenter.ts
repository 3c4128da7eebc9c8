import { isLanguage, type PushSubscriptionView } from '@watchify/contract';
import type { SubscriptionRow } from './push.repository.js';

/** A stored subscription as its browser is told about it (its keys stay on the server). */
export function presentSubscription(row: Pick<SubscriptionRow, 'endpoint' | 'language'>): PushSubscriptionView {
  return { endpoint: row.endpoint, language: isLanguage(row.language) ? row.language : 'en' };
}
