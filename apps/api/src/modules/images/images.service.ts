import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageSize, TmdbImageFetcher } from '../../integrations/tmdb/image-fetcher.js';

/** TMDB image file names: a hash-like name and an image extension, nothing that could walk the file system. */
export const IMAGE_FILE_PATTERN = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp)$/;

// After a failed fetch (offline laptop, missing image) we do not ask again for a while.
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;
const MAX_REMEMBERED_FAILURES = 10_000;

export type ImageResult = { kind: 'image'; bytes: Buffer; contentType: string } | { kind: 'missing' };

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Serves TMDB images from a disk cache under DATA_DIR/images, fetching each one once. Several instances may share
 * the directory; a write goes to a temporary file first so nobody reads half an image.
 */
export class ImagesService {
  private readonly failures = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<ImageResult>>();

  constructor(
    private readonly cacheDir: string,
    private readonly fetcher: TmdbImageFetcher,
  ) {}

  async get(size: ImageSize, file: string, now = Date.now()): Promise<ImageResult> {
    const key = `${size}/${file}`;
    const cached = path.join(this.cacheDir, size, file);
    try {
      const bytes = await fs.readFile(cached);
      return { kind: 'image', bytes, contentType: CONTENT_TYPES[path.extname(file).slice(1)] ?? 'image/jpeg' };
    } catch {
      // not cached yet
    }
    const failedAt = this.failures.get(key);
    if (failedAt !== undefined && now - failedAt < RETRY_AFTER_FAILURE_MS) return { kind: 'missing' };
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.fetchAndStore(size, file, cached, key, now).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async fetchAndStore(size: ImageSize, file: string, target: string, key: string, now: number) {
    const image = await this.fetcher.fetch(size, file);
    if (!image) {
      if (this.failures.size >= MAX_REMEMBERED_FAILURES) this.failures.clear();
      this.failures.set(key, now);
      return { kind: 'missing' } as const;
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(temporary, image.bytes);
    await fs.rename(temporary, target);
    return { kind: 'image', bytes: image.bytes, contentType: image.contentType } as const;
  }
}
