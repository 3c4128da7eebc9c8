/**
 * Facts about the service itself — plans, support hours, contact details — in one place, so the service
 * page, the membership page, the help FAQ, the contact page and the assistant always quote the same figures
 * (the original's FAQ contradicted its service page; decision 016). Texts that describe these facts live in
 * the locales; the numbers and addresses live only here.
 */

export type PlanId = 'free' | 'premium' | 'family';

/**
 * What a plan offers beyond its limits, as keys the locales describe (`service.plans.highlights.<key>`). There is
 * no feature gating yet (product §1): these say what a plan would include once paid plans exist.
 */
export type PlanHighlight =
  | 'discovery'
  | 'watchlist'
  | 'social'
  | 'recommendations'
  | 'everythingInFree'
  | 'prioritySupport'
  | 'earlyAccess'
  | 'everythingInPremium'
  | 'profileRecommendations';

export interface Plan {
  id: PlanId;
  /** Price in US dollars per billing period (0 for the free plan). */
  priceUsd: number;
  period: 'forever' | 'month';
  /** How many viewer profiles one account may hold. */
  maxProfiles: number;
  /** How many devices may be signed in at the same time. */
  maxDevices: number;
  mostPopular: boolean;
  /** Whether the plan can be chosen today (there are no payments yet: only the free plan). */
  available: boolean;
  highlights: readonly PlanHighlight[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    priceUsd: 0,
    period: 'forever',
    maxProfiles: 1,
    maxDevices: 2,
    mostPopular: false,
    available: true,
    highlights: ['discovery', 'watchlist', 'social', 'recommendations'],
  },
  {
    id: 'premium',
    priceUsd: 4,
    period: 'month',
    maxProfiles: 1,
    maxDevices: 4,
    mostPopular: true,
    available: false,
    highlights: ['everythingInFree', 'prioritySupport', 'earlyAccess'],
  },
  {
    id: 'family',
    priceUsd: 9,
    period: 'month',
    maxProfiles: 5,
    maxDevices: 6,
    mostPopular: false,
    available: false,
    highlights: ['everythingInPremium', 'profileRecommendations'],
  },
] as const;

/** Everyone is on the free plan: there are no payments. */
export const CURRENT_PLAN_ID: PlanId = 'free';

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Support opening hours, in the support team's time zone. Weekdays are ISO numbers (1 = Monday … 7 = Sunday). */
export const SUPPORT_HOURS = {
  timeZone: 'Europe/Istanbul',
  periods: [
    { days: 'weekdays', fromDay: 1, toDay: 5, opens: '09:00', closes: '17:00' },
    { days: 'weekend', fromDay: 6, toDay: 7, opens: '10:00', closes: '14:00' },
  ],
} as const;

/** How to reach us (the contact page's info cards; the assistant quotes them). */
export const CONTACT_DETAILS = {
  address: 'Büyükdere Caddesi No: 185, 34394 Şişli / İstanbul, Türkiye',
  phones: ['+90 212 555 01 00', '+90 212 555 01 01'],
  emails: ['support@watchify.app', 'hello@watchify.app'],
} as const;
