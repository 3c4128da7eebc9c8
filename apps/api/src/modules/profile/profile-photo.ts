import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_SIZE_PX, PROFILE_MESSAGES } from '@watchify/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';

/**
 * Formats a photo may arrive in, by what the decoder finds in the bytes (not the name or the declared type).
 * SVG is left out on purpose: the decoder can read it, but it is a document that may carry script and links.
 * 'heif' is how AVIF reports itself.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

// A few phone cameras reach 50 megapixels; beyond that a small file that inflates to gigabytes is an attack.
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = () => new AppError(415, 'photoNotImage', PROFILE_MESSAGES.photoNotImage, 'photo');

/**
 * Decodes an uploaded photo and re-encodes it as a square WebP of PHOTO_SIZE_PX. Only pixels survive: EXIF (with
 * its GPS position), ICC profiles, comments and anything appended to the file are dropped, so what we serve can never
 * be anything but an image. Throws `photoNotImage` (415) for anything the decoder cannot read as an accepted format.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, options).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(input, options)
      // The EXIF orientation is applied to the pixels before the metadata is dropped, so phone photos stay upright.
      .autoOrient()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

// better-auth ids are alphanumeric; anything else never becomes part of a file path.
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Profile photos on disk under `<uploadsDir>/avatars/<userId>.webp` (DATA_DIR/uploads by default). The database holds
 * the path relative to `uploadsDir`. Several instances may share the folder: a write goes to a unique temporary file
 * and is renamed over the old photo, so a reader sees the old photo or the new one, never half of one.
 */
export class AvatarStore {
  constructor(private readonly uploadsDir: string) {}

  /** Stores the photo (already re-encoded) and returns its path relative to the uploads folder. */
  async save(userId: string, webp: Buffer): Promise<string> {
    const relative = this.relativePathOf(userId);
    const target = this.absolute(relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temporary, webp);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return relative;
  }

  /** The stored bytes, or null when the file is missing. */
  async read(relative: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.absolute(relative));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(userId: string): Promise<void> {
    await fs.rm(this.absolute(this.relativePathOf(userId)), { force: true });
  }

  private relativePathOf(userId: string): string {
    if (!SAFE_ID.test(userId)) throw new Error(`Unexpected user id for a photo path: ${JSON.stringify(userId)}`);
    return `avatars/${userId}.webp`;
  }

  /** Resolves a stored relative path, refusing anything that would leave the uploads folder. */
  private absolute(relative: string): string {
    const root = path.resolve(this.uploadsDir);
    const resolved = path.resolve(root, relative);
    if (!resolved.startsWith(`${root}${path.sep}`)) throw new Error(`Photo path outside uploads: ${relative}`);
    return resolved;
  }
}
