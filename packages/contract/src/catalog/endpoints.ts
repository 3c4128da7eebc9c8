/** The catalog: lists, titles, search and images (fill a pattern with `apiPath`). */
export const CATALOG_ENDPOINTS = {
  /** GET the top-rated movies and shows of the home page. */
  top: '/api/catalog/top',
  /** GET today's trending titles. */
  trending: '/api/catalog/trending',
  /** GET the home hero's slides. */
  hero: '/api/catalog/hero',
  /** GET everything the detail view shows of one title. */
  title: '/api/titles/:mediaType/:id',
  /** GET a show's seasons. */
  seasons: '/api/titles/:mediaType/:id/seasons',
  /** GET one season of a show with its episodes. */
  season: '/api/titles/:mediaType/:id/seasons/:season',
  /** GET the genres of a media type. */
  genres: '/api/genres',
  /** GET posters to pick favourites from on the registration's preferences step. */
  preferenceTitles: '/api/registration/preference-titles',
  /** GET one page of search results. */
  search: '/api/search',
  /** GET a TMDB image through the API's cache. */
  image: '/api/images/:size/:file',
  /** GET a generated placeholder image. */
  placeholderImage: '/api/images/placeholder.svg',
} as const;
