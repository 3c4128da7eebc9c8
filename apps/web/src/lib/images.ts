import { apiPath, CATALOG_ENDPOINTS } from '@watchify/contract';

/** Sizes our image route serves (it caches TMDB's image of that width, or answers with an SVG placeholder). */
export type ImageSize = 'w92' | 'w200' | 'w500' | 'w780' | 'w1280' | 'original';

/** The same-origin URL of a TMDB image path such as '/abc.jpg' at `size`: `/api/images/w500/abc.jpg`. */
export function imageUrl(size: ImageSize, path: string): string {
  return apiPath(CATALOG_ENDPOINTS.image, { size, file: path.replace(/^\//, '') });
}
