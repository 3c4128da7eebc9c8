/** Where to watch (issue 26 §1, decision 047): offer kinds, regions, "my services", errors and their English messages. */

/** The kinds of offer TMDB (from JustWatch) lists per region, in the order the detail view shows them. */
export const WATCH_OFFER_KINDS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;
export type WatchOfferKind = (typeof WATCH_OFFER_KINDS)[number];

/** The kinds that come with having a service: "on my services" means one of these, not a title to rent or buy. */
export const SERVICE_OFFER_KINDS: readonly WatchOfferKind[] = ['flatrate', 'free', 'ads'];

/** How many services a member may pick. */
export const MY_SERVICES_MAX = 50;

/** The region where neither the language nor the browser names one. */
export const FALLBACK_REGION = 'US';

/** ISO 3166-1 alpha-2: every region code there is (TMDB names its watch regions with these). */
const REGION_LIST =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';
export const REGION_CODES: readonly string[] = REGION_LIST.split(' ');
const regions = new Set(REGION_CODES);

/** Whether `code` is a region we know (two capital letters of ISO 3166-1; XK for Kosovo, which TMDB uses too). */
export function isRegionCode(code: string): boolean {
  return regions.has(code);
}

/** Failures of the where-to-watch endpoints; each has a message in both locales. */
export const WATCH_ERRORS = ['unknownRegion', 'unknownService', 'tooManyServices', 'servicesNeedSignIn'] as const;
export type WatchError = (typeof WATCH_ERRORS)[number];

/** The English message of every where-to-watch error (the API sends these; the web app has them in en and tr). */
export const WATCH_MESSAGES: Record<WatchError, string> = {
  unknownRegion: 'This region is unknown. Send a two-letter country code such as TR or US.',
  unknownService: 'One of these services is unknown.',
  tooManyServices: `Pick at most ${MY_SERVICES_MAX} services.`,
  servicesNeedSignIn: 'Sign in to see what is on your services.',
};
