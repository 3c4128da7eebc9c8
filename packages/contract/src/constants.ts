/**
 * Business constants shared by the API and the web app (spec §9).
 * One place for each list so a form, a validator and a page never disagree.
 */

/** The 19 TMDB movie genres offered on the preferences step (spec §9). */
export const MOVIE_GENRES = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
] as const;

/** TMDB's TV genres (they differ from the movie list: combined ids such as Action & Adventure). */
export const TV_GENRES = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
] as const;

/**
 * Which TV genres a movie genre picked at registration stands for, so a person who likes
 * Science Fiction is shown Sci-Fi & Fantasy shows. Genres with the same id in both lists map to themselves.
 */
export const MOVIE_TO_TV_GENRE: Readonly<Record<number, number>> = {
  28: 10759,
  12: 10759,
  14: 10765,
  878: 10765,
  10752: 10768,
};

/** The 81 provinces of Turkey, in alphabetical order (Turkish collation). */
export const CITIES = [
  'Adana',
  'Adıyaman',
  'Afyonkarahisar',
  'Ağrı',
  'Aksaray',
  'Amasya',
  'Ankara',
  'Antalya',
  'Ardahan',
  'Artvin',
  'Aydın',
  'Balıkesir',
  'Bartın',
  'Batman',
  'Bayburt',
  'Bilecik',
  'Bingöl',
  'Bitlis',
  'Bolu',
  'Burdur',
  'Bursa',
  'Çanakkale',
  'Çankırı',
  'Çorum',
  'Denizli',
  'Diyarbakır',
  'Düzce',
  'Edirne',
  'Elazığ',
  'Erzincan',
  'Erzurum',
  'Eskişehir',
  'Gaziantep',
  'Giresun',
  'Gümüşhane',
  'Hakkari',
  'Hatay',
  'Iğdır',
  'Isparta',
  'İstanbul',
  'İzmir',
  'Kahramanmaraş',
  'Karabük',
  'Karaman',
  'Kars',
  'Kastamonu',
  'Kayseri',
  'Kırıkkale',
  'Kırklareli',
  'Kırşehir',
  'Kilis',
  'Kocaeli',
  'Konya',
  'Kütahya',
  'Malatya',
  'Manisa',
  'Mardin',
  'Mersin',
  'Muğla',
  'Muş',
  'Nevşehir',
  'Niğde',
  'Ordu',
  'Osmaniye',
  'Rize',
  'Sakarya',
  'Samsun',
  'Siirt',
  'Sinop',
  'Sivas',
  'Şanlıurfa',
  'Şırnak',
  'Tekirdağ',
  'Tokat',
  'Trabzon',
  'Tunceli',
  'Uşak',
  'Van',
  'Yalova',
  'Yozgat',
  'Zonguldak',
] as const;

/** Fixed country of every account (spec §2, §5). */
export const COUNTRY = 'Turkey';

/** Gender options (spec §9); stored as these keys, shown translated. */
export const GENDERS = ['Woman', 'Man', 'Other'] as const;

/** The 21 occupations (spec §9); stored as these keys, shown translated. */
export const OCCUPATIONS = [
  'Student',
  'Engineer',
  'Doctor',
  'Teacher',
  'Lawyer',
  'Architect',
  'Developer',
  'Graphic Designer',
  'Accountant',
  'Nurse',
  'Business Manager',
  'Academic',
  'Psychologist',
  'Dentist',
  'Pharmacist',
  'Police Officer',
  'Military Personnel',
  'Chef',
  'Journalist',
  'Homemaker',
  'Other',
] as const;

/** Limits of registration and preferences (spec §9). */
export const LIMITS = {
  nicknameMin: 3,
  nicknameMax: 30,
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 60,
  maxGenres: 4,
  maxFavoriteMovies: 5,
  maxFavoriteShows: 5,
  /** Posters shown per chosen genre and media type on the preferences step. */
  preferenceTitlesPerGenre: 2,
  /** How long a nickname stays reserved between step 1 and step 2 of registration. */
  nicknameReservationMinutes: 30,
} as const;

/** Toast and status-message lifetime (spec §9 Timings). */
export const TOAST_MS = 3000;

export type Gender = (typeof GENDERS)[number];
export type Occupation = (typeof OCCUPATIONS)[number];
export type City = (typeof CITIES)[number];
export type MediaType = 'movie' | 'tv';

/** The two themes (spec §4: 'dark' or 'light'). */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The cookie that carries a visitor's chosen theme to the server (besides the browser's own storage, which the
 * server cannot read), so a page rendered on the server is painted in that theme from the start (decision 020).
 */
export const THEME_COOKIE = 'watchify-theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The interface languages; English is the fallback. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie that carries a language chosen in the app to the server, which otherwise only sees the browser's
 * Accept-Language: the server then sends that language's document, and renders a visitor's page in it.
 */
export const LANGUAGE_COOKIE = 'watchify-language';
