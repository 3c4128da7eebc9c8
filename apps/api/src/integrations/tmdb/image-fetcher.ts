/**
 * Fetches poster, backdrop and profile images from TMDB's image host (TMDB_IMAGE_URL). Part of the TMDB
 * integration because it is TMDB we talk to; the image route caches what this returns.
 */
export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
}

/** Image sizes TMDB serves that the app asks for. */
export const IMAGE_SIZES = ['w92', 'w200', 'w300', 'w500', 'w780', 'w1280', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export class TmdbImageFetcher {
  constructor(
    private readonly imageBaseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** The image, or null when TMDB does not have it or cannot be reached. */
  async fetch(size: ImageSize, file: string): Promise<FetchedImage | null> {
    try {
      const response = await fetch(`${this.imageBaseUrl.replace(/\/$/, '')}/${size}/${file}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !contentType.startsWith('image/')) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return null;
      return { bytes, contentType };
    } catch {
      return null;
    }
  }
}
