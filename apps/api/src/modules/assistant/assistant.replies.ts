import {
  type AssistantLanguage,
  CONTACT_DETAILS,
  episodeLabel,
  MOVIE_GENRES,
  PLANS,
  type Plan,
  SUPPORT_HOURS,
  TV_GENRES,
} from '@watchify/contract';

/**
 * Every sentence the built-in assistant says, in Turkish and English. Product facts (prices, limits, hours,
 * addresses) are read from `@watchify/contract`'s service-info, never written here, so the assistant quotes the
 * same figures as the service and help pages (decision 016).
 */

type Texts = Record<AssistantLanguage, string>;
type Lang = AssistantLanguage;

const pick = (texts: Texts, language: Lang) => texts[language];

// ── Product ─────────────────────────────────────────────────────────────────────────────────────────────

const PLAN_NAMES: Record<Plan['id'], Texts> = {
  free: { tr: 'Ücretsiz', en: 'Free' },
  premium: { tr: 'Premium', en: 'Premium' },
  family: { tr: 'Aile', en: 'Family' },
};

function planLine(plan: Plan, language: Lang): string {
  const name = PLAN_NAMES[plan.id][language];
  const price =
    plan.priceUsd === 0
      ? language === 'tr'
        ? 'ücretsiz'
        : 'free'
      : language === 'tr'
        ? `aylık ${plan.priceUsd} $`
        : `$${plan.priceUsd} a month`;
  const limits =
    language === 'tr'
      ? `${plan.maxProfiles} profil, aynı anda ${plan.maxDevices} cihaz`
      : `${plan.maxProfiles} profile${plan.maxProfiles === 1 ? '' : 's'}, ${plan.maxDevices} devices at once`;
  const availability = plan.available ? '' : language === 'tr' ? ' (yakında)' : ' (coming soon)';
  return `${name}: ${price}, ${limits}${availability}`;
}

function plansReply(language: Lang): string {
  const lines = PLANS.map((plan) => planLine(plan, language)).join('; ');
  return language === 'tr'
    ? `Watchify'da şu an herkes Ücretsiz planı kullanıyor; ödeme alınmıyor. Planlar: ${lines}.`
    : `Everyone uses the Free plan at the moment; there are no payments yet. Plans: ${lines}.`;
}

function supportHoursReply(language: Lang): string {
  const [weekdays, weekend] = SUPPORT_HOURS.periods;
  return language === 'tr'
    ? `Destek ekibimiz hafta içi ${weekdays.opens}–${weekdays.closes}, hafta sonu ${weekend.opens}–${weekend.closes} saatleri arasında çalışır (İstanbul saati). Yardım ve iletişim sayfalarından bize ulaşabilirsiniz.`
    : `Our support team works weekdays ${weekdays.opens}–${weekdays.closes} and weekends ${weekend.opens}–${weekend.closes} (Istanbul time). You can reach us from the Help and Contact pages.`;
}

function contactReply(language: Lang): string {
  const emails = CONTACT_DETAILS.emails.join(', ');
  const phones = CONTACT_DETAILS.phones.join(', ');
  return language === 'tr'
    ? `Bize e-posta ile (${emails}), telefonla (${phones}) ya da İletişim sayfasındaki formla ulaşabilirsiniz. Adresimiz: ${CONTACT_DETAILS.address}.`
    : `You can reach us by e-mail (${emails}), by phone (${phones}) or with the form on the Contact page. Our address: ${CONTACT_DETAILS.address}.`;
}

const PRODUCT_REPLIES = {
  'product.about': {
    tr: 'Watchify film ve dizileri keşfetmeniz, öneri almanız, izleme listesi tutmanız, yorum yapıp puan vermeniz, arkadaş ekleyip sohbet etmeniz için bir uygulamadır. Bana katalogdaki yapımları, kayıt olmayı ya da planları sorabilirsiniz.',
    en: 'Watchify is an app to discover movies and TV shows, get recommendations, keep a watchlist, comment and rate, add friends and chat. Ask me about titles in our catalog, signing up or our plans.',
  },
  'product.register': {
    tr: "Kayıt olmak için üst menüdeki 'Giriş Yap' bağlantısına, ardından 'Hesap oluştur'a tıklayın: önce ad, soyad, kullanıcı adı, e-posta ve şifrenizi girin, sonra favori türlerinizi ve yapımlarınızı seçin. Hesabınız oluşturulunca oturumunuz açılır.",
    en: "To register, click 'Sign In' in the menu at the top, then 'Create an account': first enter your name, nickname, e-mail and password, then pick your favourite genres and titles. Once your account is created you are signed in.",
  },
  'product.signIn': {
    tr: "Giriş yapmak için üst menüdeki 'Giriş Yap' bağlantısına tıklayıp e-posta adresinizi ve şifrenizi girin. Hesabınız yoksa aynı sayfadaki 'Hesap oluştur' ile kayıt olabilirsiniz.",
    en: "To sign in, click 'Sign In' in the menu at the top and enter your e-mail and password. No account yet? Use 'Create an account' on the same page.",
  },
  'product.password': {
    tr: "Şifrenizi değiştirmek için giriş yapıp Profil sayfanızdaki 'Şifre Değiştir' bölümünü kullanın: mevcut şifrenizi ve yeni şifrenizi girin, diğer cihazlardaki oturumlarınız kapatılır. Şifrenizi unuttuysanız kayıt olduğunuz e-posta adresiyle İletişim sayfasından bize yazın, sizin için yeni bir şifre belirleyelim.",
    en: "To change your password, sign in and use 'Change Password' on your Profile page: enter your current password and the new one, and your sessions on other devices are signed out. Forgot your password? Write to us from the Contact page with the e-mail address you registered with, and we will set a new one for you.",
  },
  'product.watchlist': {
    tr: "Bir film ya da dizinin kartındaki veya detay sayfasındaki izleme listesi düğmesiyle onu listenize ekleyip çıkarabilirsiniz. Listenizi 'İzleme listem' sayfasında görürsünüz; bunun için giriş yapmanız gerekir.",
    en: "Use the watchlist button on a title's card or detail page to add or remove it. Your list is on the 'My watchlist' page; you need to be signed in.",
  },
  'product.sharing': {
    tr: 'Bir arkadaşınızla ortak bir izleme listesi oluşturabilirsiniz: ikiniz de yapım ekleyip çıkarabilir, değişiklikler anında görünür. Ortak liste tam olarak iki arkadaş arasındadır.',
    en: 'You can create a shared watchlist with one friend: both of you can add and remove titles and changes show up at once. A shared list belongs to exactly two friends.',
  },
  'product.friends': {
    tr: 'Arkadaşlar sayfasında kullanıcı adına göre kişi arayıp arkadaşlık isteği gönderebilir, gelen istekleri kabul ya da reddedebilirsiniz. Benzer zevklere sahip kişiler de öneri olarak gösterilir.',
    en: 'On the Friends page you can search people by nickname, send friend requests and accept or reject the ones you get. People with similar taste are suggested too.',
  },
  'product.chat': {
    tr: 'Sohbet sayfasında arkadaşlarınızla mesajlaşabilirsiniz; mesajlar anında iletilir ve okunmamış mesaj sayısı gösterilir. Sohbet yalnızca arkadaşlar arasındadır.',
    en: 'On the Chat page you can message your friends; messages arrive instantly and unread counts are shown. Chat is between friends only.',
  },
  'product.recommendations': {
    tr: 'Öneriler sayfası, seçtiğiniz türlere, beğenilerinize, puanlarınıza ve izleme listenize göre size özel yapımlar gösterir; beğen ya da beğenme düğmeleriyle önerileri hemen iyileştirebilirsiniz.',
    en: 'The Recommendations page shows titles picked for you from your favourite genres, likes, ratings and watchlist; like or dislike a title to improve them right away.',
  },
  'product.themes': {
    tr: 'Üst menüdeki tema düğmesiyle açık ve koyu tema arasında geçiş yapabilirsiniz; seçiminiz bu cihazda hatırlanır.',
    en: 'Use the theme button in the header to switch between the light and dark theme; your choice is remembered on this device.',
  },
} as const satisfies Record<string, Texts>;

/**
 * The answers that differ for a signed-in member: they already have an account and are signed in, so they are
 * pointed to what they can do instead of being told to register or sign in.
 */
const MEMBER_PRODUCT_REPLIES: Partial<Record<keyof typeof PRODUCT_REPLIES, Texts>> = {
  'product.about': {
    tr: 'Watchify film ve dizileri keşfetmeniz, öneri almanız, izleme listesi tutmanız, yorum yapıp puan vermeniz, arkadaş ekleyip sohbet etmeniz için bir uygulamadır. Bana katalogdaki yapımları, izleme listenizi ya da planları sorabilirsiniz.',
    en: 'Watchify is an app to discover movies and TV shows, get recommendations, keep a watchlist, comment and rate, add friends and chat. Ask me about titles in our catalog, your watchlist or our plans.',
  },
  'product.register': {
    tr: 'Zaten bir hesabınız var ve giriş yapmış durumdasınız. Bilgilerinizi ve tercihlerinizi Profil sayfanızdan güncelleyebilir, önerilerinize, arkadaşlarınıza ve sohbetlerinize üst menüden ulaşabilirsiniz.',
    en: 'You already have an account and are signed in. You can update your details and preferences on your Profile page, and find your recommendations, friends and chats in the menu at the top.',
  },
  'product.signIn': {
    tr: "Zaten giriş yapmış durumdasınız. Çıkış yapmak için üst menüdeki 'Çıkış yap' düğmesini kullanabilirsiniz.",
    en: "You are already signed in. To sign out, use 'Sign out' in the menu at the top.",
  },
  'product.password': {
    tr: "Şifrenizi değiştirmek için Profil sayfanızdaki 'Şifre Değiştir' bölümünü kullanın: mevcut şifrenizi ve yeni şifrenizi girin, diğer cihazlardaki oturumlarınız kapatılır.",
    en: "To change your password, use 'Change Password' on your Profile page: enter your current password and the new one, and your sessions on other devices are signed out.",
  },
  'product.watchlist': {
    tr: "Bir film ya da dizinin kartındaki veya detay sayfasındaki izleme listesi düğmesiyle onu listenize ekleyip çıkarabilirsiniz. Listeniz 'İzleme listem' sayfasında; bana 'İzleme listemde ne var?' diye de sorabilirsiniz.",
    en: "Use the watchlist button on a title's card or detail page to add or remove it. Your list is on the 'My watchlist' page, or ask me 'What's on my watchlist?'.",
  },
};

/** Who asks: a visitor, or a signed-in member (with the name to greet them by, when it is needed and known). */
export type Asker = { member: false } | { member: true; name: string | null };

export type ProductIntent = keyof typeof PRODUCT_REPLIES | 'product.plans' | 'product.supportHours' | 'product.contact';

/** The answer to a question about the product itself, as it fits who asks. */
export function productReply(intent: ProductIntent, language: Lang, asker: Asker): string {
  if (intent === 'product.plans') return plansReply(language);
  if (intent === 'product.supportHours') return supportHoursReply(language);
  if (intent === 'product.contact') return contactReply(language);
  const memberTexts = asker.member ? MEMBER_PRODUCT_REPLIES[intent] : undefined;
  return pick(memberTexts ?? PRODUCT_REPLIES[intent], language);
}

/** The reply to a greeting: a visitor learns they can ask how to register, a member is greeted by name. */
export function greetingReply(language: Lang, asker: Asker): string {
  if (!asker.member) {
    return language === 'tr'
      ? "Merhaba! Ben Watchify asistanıyım. Bana örneğin 'Inception kaç dakika?', 'Bana 90'lardan bir komedi öner' ya da 'Nasıl kayıt olurum?' diye sorabilirsiniz."
      : "Hello! I'm the Watchify assistant. Ask me, for example, 'How long is Inception?', 'Recommend a comedy from the 90s' or 'How do I create an account?'.";
  }
  const hello =
    language === 'tr'
      ? `Merhaba${asker.name ? ` ${asker.name}` : ''}!`
      : `Hello${asker.name ? `, ${asker.name}` : ''}!`;
  return language === 'tr'
    ? `${hello} Bana örneğin 'Inception kaç dakika?', 'Bana 90'lardan bir komedi öner' ya da 'İzleme listemde ne var?' diye sorabilirsiniz.`
    : `${hello} Ask me, for example, 'How long is Inception?', 'Recommend a comedy from the 90s' or 'What's on my watchlist?'.`;
}

// ── Catalog ─────────────────────────────────────────────────────────────────────────────────────────────

/** The facts of one title the answers use. */
export interface TitleFacts {
  mediaType: 'movie' | 'tv';
  title: string;
  year: number | null;
  runtime: number | null;
  /** A show's number of seasons (null for a film, or when the catalog does not say). */
  seasons: number | null;
  overview: string | null;
  voteAverage: number | null;
  voteCount: number | null;
  directors: string[];
  cast: string[];
  genres: string[];
}

const kindOf = (mediaType: 'movie' | 'tv', language: Lang) =>
  mediaType === 'movie' ? (language === 'tr' ? 'film' : 'movie') : language === 'tr' ? 'dizi' : 'show';

/** "Inception (2010)". */
export function titleWithYear(title: string, year: number | null): string {
  return year ? `${title} (${year})` : title;
}

function missing(facts: TitleFacts, what: Texts, language: Lang): string {
  const name = titleWithYear(facts.title, facts.year);
  return language === 'tr'
    ? `${name} için ${what.tr} bilgisi kataloğumuzda yok.`
    : `Our catalog has no ${what.en} for ${name}.`;
}

const listOf = (names: readonly string[], language: Lang) => {
  if (names.length <= 1) return names.join('');
  const last = names[names.length - 1];
  return `${names.slice(0, -1).join(', ')} ${language === 'tr' ? 've' : 'and'} ${last}`;
};

export function runtimeReply(facts: TitleFacts, language: Lang): string {
  const name = titleWithYear(facts.title, facts.year);
  if (!facts.runtime) return missing(facts, { tr: 'süre', en: 'runtime' }, language);
  if (facts.mediaType === 'tv') {
    return language === 'tr'
      ? `${name} dizisinin bir bölümü yaklaşık ${facts.runtime} dakika sürüyor.`
      : `An episode of ${name} runs about ${facts.runtime} minutes.`;
  }
  const hours = Math.floor(facts.runtime / 60);
  const minutes = facts.runtime % 60;
  return language === 'tr'
    ? `${name} ${facts.runtime} dakika sürüyor (${hours} saat ${minutes} dakika).`
    : `${name} runs ${facts.runtime} minutes (${hours} h ${minutes} min).`;
}

export function seasonsReply(facts: TitleFacts, language: Lang): string {
  const name = titleWithYear(facts.title, facts.year);
  if (facts.mediaType === 'movie') {
    return language === 'tr' ? `${name} bir film; sezonları yok.` : `${name} is a movie, so it has no seasons.`;
  }
  if (!facts.seasons) return missing(facts, { tr: 'sezon sayısı', en: 'number of seasons' }, language);
  if (language === 'tr') return `${name} dizisinin ${facts.seasons} sezonu var.`;
  return `${name} has ${facts.seasons} ${facts.seasons === 1 ? 'season' : 'seasons'}.`;
}

export function plotReply(facts: TitleFacts, language: Lang): string {
  const name = titleWithYear(facts.title, facts.year);
  if (!facts.overview) return missing(facts, { tr: 'konu', en: 'plot summary' }, language);
  const genres = facts.genres.length > 0 ? ` (${facts.genres.join(', ')})` : '';
  // Overviews in our catalog are in English; the Turkish answer says so instead of inventing a translation.
  return language === 'tr'
    ? `${name} bir ${kindOf(facts.mediaType, language)}${genres}. Konusu (katalogdaki İngilizce özet): ${facts.overview}`
    : `${name} is a ${kindOf(facts.mediaType, language)}${genres}. ${facts.overview}`;
}

export function directorReply(facts: TitleFacts, language: Lang): string {
  const name = titleWithYear(facts.title, facts.year);
  if (facts.directors.length === 0) return missing(facts, { tr: 'yönetmen', en: 'director' }, language);
  const people = listOf(facts.directors, language);
  if (facts.mediaType === 'tv') {
    return language === 'tr' ? `${name} dizisinin yaratıcısı: ${people}.` : `${name} was created by ${people}.`;
  }
  return language === 'tr' ? `${name} filminin yönetmeni: ${people}.` : `${name} was directed by ${people}.`;
}

export function yearReply(facts: TitleFacts, language: Lang): string {
  if (!facts.year) return missing(facts, { tr: 'yıl', en: 'release year' }, language);
  if (facts.mediaType === 'tv') {
    return language === 'tr'
      ? `${facts.title} dizisi ilk kez ${facts.year} yılında yayınlandı.`
      : `${facts.title} first aired in ${facts.year}.`;
  }
  return language === 'tr'
    ? `${facts.title} ${facts.year} yılında vizyona girdi.`
    : `${facts.title} was released in ${facts.year}.`;
}

export function ratingReply(facts: TitleFacts, language: Lang): string {
  const name = titleWithYear(facts.title, facts.year);
  if (facts.voteAverage == null) return missing(facts, { tr: 'puan', en: 'rating' }, language);
  const score = facts.voteAverage.toFixed(1);
  const votes = facts.voteCount ? facts.voteCount.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-US') : null;
  return language === 'tr'
    ? `${name} kataloğumuzda 10 üzerinden ${score} puana sahip${votes ? ` (${votes} oy)` : ''}.`
    : `${name} is rated ${score} out of 10 in our catalog${votes ? ` (${votes} votes)` : ''}.`;
}

export function castReply(facts: TitleFacts, language: Lang): string {
  const name = titleWithYear(facts.title, facts.year);
  if (facts.cast.length === 0) return missing(facts, { tr: 'oyuncu', en: 'cast' }, language);
  const people = listOf(facts.cast, language);
  return language === 'tr' ? `${name} oyuncuları: ${people}.` : `${name} stars ${people}.`;
}

/** A short answer for a bare title name ("Inception?"): kind, year, runtime and genres. */
export function summaryReply(facts: TitleFacts, language: Lang): string {
  return plotReply(facts, language);
}

/** One title in a list: "Forrest Gump (1994, 8.2/10)". */
export interface ListedTitle {
  title: string;
  year: number | null;
  voteAverage: number | null;
  mediaType: 'movie' | 'tv';
}

function listedTitle(item: ListedTitle): string {
  const details = [item.year, item.voteAverage != null ? `${item.voteAverage.toFixed(1)}/10` : null].filter(Boolean);
  return details.length > 0 ? `${item.title} (${details.join(', ')})` : item.title;
}

export function filmographyReply(
  person: string,
  titles: readonly ListedTitle[],
  total: number,
  language: Lang,
): string {
  if (titles.length === 0) {
    return language === 'tr'
      ? `${person} kataloğumuzda bulunuyor ama hiçbir yapımda yer almıyor.`
      : `${person} is in our catalog but not credited on any title.`;
  }
  const list = titles.map(listedTitle).join(', ');
  const more =
    total > titles.length
      ? language === 'tr'
        ? ` ve ${total - titles.length} yapım daha`
        : ` and ${total - titles.length} more`
      : '';
  return language === 'tr'
    ? `Kataloğumuzda ${person} ile ${total} yapım var: ${list}${more}.`
    : `Our catalog has ${total} title${total === 1 ? '' : 's'} with ${person}: ${list}${more}.`;
}

/** How the recommendation criteria read in the answer ("90'lar, Komedi, film"). */
export interface RecommendCriteria {
  genres: number[];
  decade: number | null;
  mediaType: 'movie' | 'tv' | undefined;
}

const TURKISH_GENRES: Readonly<Record<number, string>> = {
  28: 'Aksiyon',
  12: 'Macera',
  16: 'Animasyon',
  35: 'Komedi',
  80: 'Suç',
  99: 'Belgesel',
  18: 'Dram',
  10751: 'Aile',
  14: 'Fantastik',
  36: 'Tarih',
  27: 'Korku',
  10402: 'Müzik',
  9648: 'Gizem',
  10749: 'Romantik',
  878: 'Bilim Kurgu',
  10770: 'TV Filmi',
  53: 'Gerilim',
  10752: 'Savaş',
  37: 'Vahşi Batı',
  10759: 'Aksiyon ve Macera',
  10762: 'Çocuk',
  10763: 'Haber',
  10764: 'Gerçeklik',
  10765: 'Bilim Kurgu ve Fantastik',
  10766: 'Pembe Dizi',
  10767: 'Talk Show',
  10768: 'Savaş ve Politika',
};

const ENGLISH_GENRES = new Map<number, string>([...MOVIE_GENRES, ...TV_GENRES].map((g) => [g.id, g.name]));

/** A genre's name in the answer's language. */
export function genreName(genreId: number, language: Lang): string {
  return (language === 'tr' ? TURKISH_GENRES[genreId] : ENGLISH_GENRES.get(genreId)) ?? String(genreId);
}

function criteriaText(criteria: RecommendCriteria, language: Lang): string {
  const parts: string[] = [];
  if (criteria.decade !== null) parts.push(language === 'tr' ? `${criteria.decade}'ler` : `${criteria.decade}s`);
  for (const genre of criteria.genres) parts.push(genreName(genre, language));
  if (criteria.mediaType)
    parts.push(
      criteria.mediaType === 'movie' ? (language === 'tr' ? 'film' : 'movies') : language === 'tr' ? 'dizi' : 'shows',
    );
  return parts.join(', ');
}

export function recommendReply(criteria: RecommendCriteria, titles: readonly ListedTitle[], language: Lang): string {
  const what = criteriaText(criteria, language);
  if (titles.length === 0) {
    return language === 'tr'
      ? `Kataloğumuzda bu ölçütlere uyan bir yapım bulamadım${what ? ` (${what})` : ''}. Başka bir tür ya da dönem deneyebilirsiniz.`
      : `I found nothing in our catalog that matches${what ? ` (${what})` : ''}. Try another genre or decade.`;
  }
  const list = titles.map(listedTitle).join(', ');
  return language === 'tr'
    ? `Kataloğumuzdan önerilerim${what ? ` (${what})` : ''}: ${list}.`
    : `From our catalog I'd suggest${what ? ` (${what})` : ''}: ${list}.`;
}

export function titleNotFoundReply(language: Lang): string {
  return language === 'tr'
    ? "Sorduğunuz yapımı kataloğumuzda bulamadım. Adını yazıldığı gibi deneyebilirsiniz, örneğin 'Inception kaç dakika?'."
    : "I couldn't find that title in our catalog. Try its exact name, for example 'How long is Inception?'.";
}

export function personNotFoundReply(language: Lang): string {
  return language === 'tr'
    ? "Sorduğunuz kişiyi kataloğumuzda bulamadım. Tam adını deneyebilirsiniz, örneğin 'Tom Hanks'in filmleri neler?'."
    : "I couldn't find that person in our catalog. Try their full name, for example 'Which movies has Tom Hanks been in?'.";
}

// ── Watchlist ───────────────────────────────────────────────────────────────────────────────────────────

export function watchlistReply(
  titles: readonly { title: string; year: number | null }[],
  total: number,
  language: Lang,
): string {
  if (total === 0) {
    return language === 'tr'
      ? 'İzleme listeniz şu an boş. Bir yapımın kartındaki izleme listesi düğmesiyle ekleyebilirsiniz.'
      : 'Your watchlist is empty. Add titles with the watchlist button on their cards.';
  }
  const list = titles.map((item) => titleWithYear(item.title, item.year)).join(', ');
  const more =
    total > titles.length
      ? language === 'tr'
        ? ` ve ${total - titles.length} yapım daha`
        : ` and ${total - titles.length} more`
      : '';
  return language === 'tr'
    ? `İzleme listenizde ${total} yapım var: ${list}${more}.`
    : `Your watchlist has ${total} title${total === 1 ? '' : 's'}: ${list}${more}.`;
}

export function signInForWatchlistReply(language: Lang): string {
  return language === 'tr'
    ? "İzleme listenizi görebilmem için giriş yapmanız gerekiyor. Üst menüdeki 'Giriş Yap' bağlantısını kullanabilirsiniz."
    : "Please sign in first so I can see your watchlist. Use the 'Sign In' link in the menu at the top.";
}

// ── What I watched ──────────────────────────────────────────────────────────────────────────────────────

/** A period named in a question about one's own watching. */
export type PeriodName = 'thisMonth' | 'lastMonth' | 'thisYear' | 'lastYear';

const PERIOD_TEXT: Record<PeriodName, Record<Lang, string>> = {
  thisMonth: { en: 'This month', tr: 'Bu ay' },
  lastMonth: { en: 'Last month', tr: 'Geçen ay' },
  thisYear: { en: 'This year', tr: 'Bu yıl' },
  lastYear: { en: 'Last year', tr: 'Geçen yıl' },
};

/** What the asker watched in a period (or lately, without one): how many plays and the newest few. */
export function historyReply(
  period: PeriodName | null,
  titles: readonly { title: string; year: number | null }[],
  total: number,
  language: Lang,
): string {
  const when = period ? PERIOD_TEXT[period][language] : null;
  if (total === 0) {
    if (language === 'tr') {
      return when
        ? `${when} günlüğünüze bir şey kaydetmemişsiniz. Bir yapımın kartındaki 'İzledim olarak işaretle' düğmesiyle ekleyebilirsiniz.`
        : "Günlüğünüz henüz boş. Bir yapımın kartındaki 'İzledim olarak işaretle' düğmesiyle ekleyebilirsiniz.";
    }
    return when
      ? `${when} you didn't log anything. Use 'Mark as watched' on a title's card to add what you watch.`
      : "Your diary is empty so far. Use 'Mark as watched' on a title's card to add what you watch.";
  }
  const list = titles.map((item) => titleWithYear(item.title, item.year)).join(', ');
  const more =
    total > titles.length
      ? language === 'tr'
        ? ` ve ${total - titles.length} tane daha`
        : ` and ${total - titles.length} more`
      : '';
  if (language === 'tr') {
    return when ? `${when} ${total} kez izlediniz: ${list}${more}.` : `Son izledikleriniz: ${list}.`;
  }
  return when
    ? `${when} you watched ${total} time${total === 1 ? '' : 's'}: ${list}${more}.`
    : `What you watched last: ${list}.`;
}

/**
 * Hours watched in a year (or of all time): movies by their runtime, episodes by theirs (a show logged as a whole
 * adds none). A month has no hours of its own here, so a question about one is answered for its year, named as such.
 */
export function hoursReply(
  year: number | null,
  totals: { minutes: number; movieMinutes: number; episodeMinutes: number; plays: number },
  language: Lang,
): string {
  const hours = (minutes: number) =>
    (Math.round(minutes / 6) / 10).toLocaleString(language === 'tr' ? 'tr-TR' : 'en-US');
  const [all, movies, episodes] = [hours(totals.minutes), hours(totals.movieMinutes), hours(totals.episodeMinutes)];
  // Only what was watched is named: movies alone (or nothing yet), episodes alone, or both split.
  const kinds = totals.episodeMinutes === 0 ? 'movies' : totals.movieMinutes === 0 ? 'episodes' : 'both';
  if (language === 'tr') {
    const when = year === null ? 'Toplamda' : `${year} yılında`;
    if (kinds === 'both') {
      return `${when} ${totals.plays} izlemede ${all} saat izlediniz: ${movies} saat film, ${episodes} saat dizi bölümü.`;
    }
    return `${when} ${totals.plays} izlemede ${all} saat ${kinds === 'movies' ? 'film' : 'dizi bölümü'} izlediniz.`;
  }
  const when = year === null ? 'In all, you have watched' : `In ${year} you watched`;
  if (kinds === 'both') {
    return `${when} ${all} hours over ${totals.plays} plays: ${movies} hours of movies and ${episodes} hours of TV episodes.`;
  }
  return `${when} ${all} hours of ${kinds === 'movies' ? 'movies' : 'TV episodes'} over ${totals.plays} plays.`;
}

// ── My next episode ─────────────────────────────────────────────────────────────────────────────────────

/** An episode as Up Next names it. */
export interface EpisodeFacts {
  season: number;
  episode: number;
  name: string | null;
  /** YYYY-MM-DD, or null when unknown. */
  airDate: string | null;
}

/**
 * Where the asker stands in one show (the plays module's progress), and the next episode still to air once every
 * aired one is watched.
 */
export interface ShowStanding {
  show: string;
  state: 'notStarted' | 'watching' | 'completed' | 'stopped';
  watched: number;
  aired: number;
  /** Episodes the catalog lists; 0 when it knows the show only as a whole. */
  total: number;
  next: EpisodeFacts | null;
  upcoming: EpisodeFacts | null;
}

/** "12 Mart 2026", "March 12, 2026": an air date is a calendar day, so it is read in UTC. */
function airDateText(date: string, language: Lang): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language === 'tr' ? 'tr-TR' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The episode with its air date when that is still to come. */
function episodeWithDate(episode: EpisodeFacts, today: string, language: Lang): string {
  const label = episodeLabel(episode);
  if (episode.airDate === null || episode.airDate <= today) return label;
  const date = airDateText(episode.airDate, language);
  return language === 'tr' ? `${label} (yayın tarihi: ${date})` : `${label} (coming on ${date})`;
}

function watchedOfAired(standing: ShowStanding, language: Lang): string {
  return language === 'tr'
    ? `${standing.aired} yayınlanmış bölümden ${standing.watched} tanesini izlediniz`
    : `you've watched ${standing.watched} of ${standing.aired} aired episode${standing.aired === 1 ? '' : 's'}`;
}

/** The asker's next episode of a show, by where they stand in it; `today` is YYYY-MM-DD. */
export function nextEpisodeReply(standing: ShowStanding, today: string, language: Lang): string {
  const { show, next, upcoming } = standing;
  const tr = language === 'tr';
  if (standing.state === 'stopped') {
    const count = standing.aired > 0 ? ` (${watchedOfAired(standing, language)})` : '';
    const stopped = tr ? `${show} dizisini izlemeyi bırakmışsınız${count}.` : `You stopped watching ${show}${count}.`;
    if (!next) return stopped;
    return tr
      ? `${stopped} Yeniden başlarsanız sıradaki bölümünüz ${episodeLabel(next)}.`
      : `${stopped} If you take it up again, your next episode is ${episodeLabel(next)}.`;
  }
  // Without its episodes we cannot tell where the asker is, whatever they logged for the show as a whole.
  if (standing.total === 0) {
    return tr
      ? `Kataloğumuzda ${show} dizisinin bölümleri yok; bu yüzden sıradaki bölümünüzü söyleyemem.`
      : `Our catalog doesn't list the episodes of ${show}, so I can't tell your next one.`;
  }
  if (standing.state === 'notStarted') {
    if (!next) {
      return tr
        ? `${show} dizisine henüz başlamadınız; yayınlanmış bir bölümü de henüz yok.`
        : `You haven't started ${show} yet, and none of its episodes has aired yet.`;
    }
    return tr
      ? `${show} dizisine henüz başlamadınız; dizi ${episodeLabel(next)} ile başlıyor.`
      : `You haven't started ${show} yet; it starts with ${episodeLabel(next)}.`;
  }
  if (standing.state === 'completed' || !next) {
    const done = tr
      ? `${show} dizisinin yayınlanmış bütün bölümlerini izlediniz.`
      : `You've watched every aired episode of ${show}.`;
    if (!upcoming) return done;
    return tr
      ? `${done} Sıradaki bölüm: ${episodeWithDate(upcoming, today, language)}.`
      : `${done} The next one is ${episodeWithDate(upcoming, today, language)}.`;
  }
  return tr
    ? `${show} dizisinde sıradaki bölümünüz ${episodeWithDate(next, today, language)}; ${watchedOfAired(standing, language)}.`
    : `Your next episode of ${show} is ${episodeWithDate(next, today, language)}; ${watchedOfAired(standing, language)}.`;
}

/** The asker named a film: it has no episodes. */
export function movieHasNoEpisodesReply(title: string, year: number | null, language: Lang): string {
  const name = titleWithYear(title, year);
  return language === 'tr' ? `${name} bir film; bölümleri yok.` : `${name} is a movie, so it has no episodes.`;
}

/** One show of Up Next in a reply. */
export interface UpNextShow {
  show: string;
  next: EpisodeFacts;
}

/**
 * The asker's Up Next without a show named: the first few shows they are watching with their next episode, then
 * the soonest of those whose next episode is still to air.
 */
export function upNextReply(
  watching: readonly UpNextShow[],
  watchingTotal: number,
  comingSoon: readonly UpNextShow[],
  today: string,
  language: Lang,
): string {
  const tr = language === 'tr';
  const line = (item: UpNextShow) => `${item.show} ${episodeWithDate(item.next, today, language)}`;
  if (watching.length === 0 && comingSoon.length === 0) {
    return tr
      ? 'Şu an izlemekte olduğunuz bir dizi yok. Bir dizinin bölümlerini izledim olarak işaretlediğinizde sıradaki bölümünüzü söyleyebilirim.'
      : "You aren't watching any show right now. Mark episodes of a show as watched and I can tell you your next one.";
  }
  const parts: string[] = [];
  if (watching.length > 0) {
    const more =
      watchingTotal > watching.length
        ? tr
          ? ` ve ${watchingTotal - watching.length} dizi daha`
          : ` and ${watchingTotal - watching.length} more show${watchingTotal - watching.length === 1 ? '' : 's'}`
        : '';
    const list = watching.map(line).join('; ');
    parts.push(tr ? `Sıradaki bölümleriniz: ${list}${more}.` : `Up next for you: ${list}${more}.`);
  }
  if (comingSoon.length > 0) {
    const list = comingSoon.map(line).join('; ');
    parts.push(tr ? `Yakında: ${list}.` : `Coming soon: ${list}.`);
  }
  return parts.join(' ');
}

export function signInForHistoryReply(language: Lang): string {
  return language === 'tr'
    ? "Neler izlediğinizi görebilmem için giriş yapmanız gerekiyor. Üst menüdeki 'Giriş Yap' bağlantısını kullanabilirsiniz."
    : "Please sign in first so I can see what you watched. Use the 'Sign In' link in the menu at the top.";
}

// ── Unknown ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The honest answer when a question is not understood: no guessing, a few things that do work (a member is not
 * offered the question about creating an account).
 */
export function unknownReply(language: Lang, asker: Asker): string {
  if (asker.member) {
    return language === 'tr'
      ? "Bunu bilmiyorum; uydurmak da istemem. Şunları sorabilirsiniz: 'Inception kaç dakika?', 'Tom Hanks'in filmleri neler?', 'Bana 90'lardan bir komedi öner' ya da 'İzleme listemde ne var?'."
      : "I don't know that, and I'd rather not guess. You can ask: 'How long is Inception?', 'Which movies has Tom Hanks been in?', 'Recommend a comedy from the 90s' or 'What's on my watchlist?'.";
  }
  return language === 'tr'
    ? "Bunu bilmiyorum; uydurmak da istemem. Şunları sorabilirsiniz: 'Inception kaç dakika?', 'Tom Hanks'in filmleri neler?', 'Bana 90'lardan bir komedi öner', 'İzleme listemde ne var?' ya da 'Nasıl kayıt olurum?'."
    : "I don't know that, and I'd rather not guess. You can ask: 'How long is Inception?', 'Which movies has Tom Hanks been in?', 'Recommend a comedy from the 90s', 'What's on my watchlist?' or 'How do I create an account?'.";
}
