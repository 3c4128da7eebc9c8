import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * A gzipped ustar archive, written and read as a stream so a database of any size never sits in memory. Plain tar,
 * so an operator can also look inside with `tar tzf backup.tar.gz`. Only regular files are written or accepted.
 */

const BLOCK = 512;

/** One file of an archive as written or read: its name inside the archive, length and SHA-256 (hex). */
export interface ArchivedFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What goes into an archive: a file on disk (read once, hashed on the way) or bytes in memory. */
export type ArchiveSource = { path: string; file: string } | { path: string; content: Buffer };

/** Thrown for an archive that is cut short, damaged or not a tar.gz at all. */
export class DamagedArchiveError extends Error {}

/** Names are relative, made of plain segments: nothing read from an archive can point outside the target folder. */
export function isSafeArchivePath(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 250 &&
    !name.startsWith('/') &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'))
  );
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (!isSafeArchivePath(name)) throw new Error(`Unsafe archive path: ${name}`);
  // ustar keeps up to 100 bytes in `name` and 155 more in `prefix`, split at a slash.
  let prefix = '';
  let rest = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    rest = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(rest) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`Archive path too long: ${name}`);
    }
  }
  const block = Buffer.alloc(BLOCK);
  block.write(rest, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes `sources` in order into a gzipped tar at `target`, then `trailer(filesWritten)` as the last file (the
 * manifest, which needs every checksum). Returns what was written. A file that changes length while it is read
 * fails the archive rather than storing half of it.
 */
export async function writeTarGz(
  target: string,
  sources: AsyncIterable<ArchiveSource> | Iterable<ArchiveSource>,
  trailer: (written: ArchivedFile[]) => ArchiveSource,
  options: { level?: number } = {},
): Promise<ArchivedFile[]> {
  const written: ArchivedFile[] = [];
  async function* blocks(): AsyncGenerator<Buffer> {
    const now = new Date();
    const emit = async function* (source: ArchiveSource): AsyncGenerator<Buffer> {
      const hash = crypto.createHash('sha256');
      let size: number;
      if ('content' in source) {
        size = source.content.length;
        yield header(source.path, size, now);
        hash.update(source.content);
        yield source.content;
      } else {
        const handle = await fs.promises.open(source.file, 'r');
        try {
          const stat = await handle.stat();
          size = stat.size;
          yield header(source.path, size, stat.mtime);
          let read = 0;
          for await (const chunk of handle.createReadStream({
            start: 0,
            end: Math.max(0, size - 1),
            autoClose: false,
          })) {
            const bytes = chunk as Buffer;
            if (size === 0) break;
            read += bytes.length;
            hash.update(bytes);
            yield bytes;
          }
          if (read !== size) throw new Error(`${source.file} changed while it was archived`);
        } finally {
          await handle.close();
        }
      }
      yield padding(size);
      written.push({ path: source.path, bytes: size, sha256: hash.digest('hex') });
    };
    for await (const source of sources) yield* emit(source);
    yield* emit(trailer([...written]));
    // Two empty blocks end a tar archive.
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(
    blocks(),
    zlib.createGzip({ level: options.level ?? 6 }),
    fs.createWriteStream(target, { mode: 0o600 }),
  );
  return written;
}

function parseOctal(block: Buffer, start: number, width: number): number {
  const text = block
    .subarray(start, start + width)
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new DamagedArchiveError('The backup archive is damaged (bad tar header).');
  return text ? Number.parseInt(text, 8) : 0;
}

function readHeader(block: Buffer): { name: string; size: number; type: string } | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  if (sum !== parseOctal(block, 148, 8)) throw new DamagedArchiveError('The backup archive is damaged (tar checksum).');
  const cString = (start: number, width: number) => {
    const raw = block.subarray(start, start + width);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? width : end).toString('utf8');
  };
  const prefix = cString(345, 155);
  const name = prefix ? `${prefix}/${cString(0, 100)}` : cString(0, 100);
  return { name, size: parseOctal(block, 124, 12), type: String.fromCharCode(block[156] || 48) };
}

/**
 * Extracts a gzipped tar into `targetDir` (which must exist), hashing every file on the way; `accept(name)` decides
 * which names are allowed at all. Returns the files in archive order. Throws DamagedArchiveError for a truncated
 * or corrupted archive, and for anything but plain files with safe names.
 */
export async function extractTarGz(
  archive: string,
  targetDir: string,
  accept: (name: string) => boolean,
): Promise<ArchivedFile[]> {
  const files: ArchivedFile[] = [];
  let ended = false;
  async function consume(source: AsyncIterable<Buffer>): Promise<void> {
    let pending: Buffer = Buffer.alloc(0);
    let current: { name: string; size: number; left: number; hash: crypto.Hash; out: fs.promises.FileHandle } | null =
      null;
    let skip = 0;
    try {
      for await (const chunk of source) {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        for (;;) {
          if (ended) {
            pending = Buffer.alloc(0);
            break;
          }
          if (current) {
            const take = Math.min(current.left, pending.length);
            if (take > 0) {
              const part = pending.subarray(0, take);
              current.hash.update(part);
              await current.out.write(part);
              current.left -= take;
              pending = pending.subarray(take);
            }
            if (current.left > 0) break;
            await current.out.close();
            files.push({ path: current.name, bytes: current.size, sha256: current.hash.digest('hex') });
            skip = padding(current.size).length;
            current = null;
          }
          if (skip > 0) {
            const take = Math.min(skip, pending.length);
            skip -= take;
            pending = pending.subarray(take);
            if (skip > 0) break;
          }
          if (pending.length < BLOCK) break;
          const parsed = readHeader(pending.subarray(0, BLOCK));
          pending = pending.subarray(BLOCK);
          if (!parsed) {
            ended = true;
            continue;
          }
          if (parsed.type !== '0' || !isSafeArchivePath(parsed.name) || !accept(parsed.name)) {
            throw new DamagedArchiveError(`The backup archive holds an unexpected entry: ${parsed.name}`);
          }
          const destination = `${targetDir}/${parsed.name}`;
          await fs.promises.mkdir(destination.slice(0, destination.lastIndexOf('/')), { recursive: true });
          current = {
            name: parsed.name,
            size: parsed.size,
            left: parsed.size,
            hash: crypto.createHash('sha256'),
            out: await fs.promises.open(destination, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
              if (error.code === 'EEXIST' || error.code === 'EISDIR') {
                throw new DamagedArchiveError(`The backup archive holds ${parsed.name} twice.`);
              }
              throw error;
            }),
          };
        }
      }
    } catch (error) {
      // A file left open by a failure is closed here, not by the collector.
      await current?.out.close().catch(() => {});
      throw error;
    }
    if (current) await current.out.close();
    if (current || !ended) throw new DamagedArchiveError('The backup archive is cut short (truncated).');
  }
  // pipeline reports a failure of the last stage as an AbortError; what consume found is kept here.
  let refusal: DamagedArchiveError | undefined;
  // When gunzip fails, pipeline rejects while consume may still be creating a folder or a file under targetDir; it is
  // waited for, so nothing is written there once this function has settled (the caller then removes targetDir).
  let consuming: Promise<void> | undefined;
  const guarded = (source: AsyncIterable<Buffer>) => {
    consuming = consume(source).catch((error: unknown) => {
      if (error instanceof DamagedArchiveError) refusal = error;
      throw error;
    });
    return consuming;
  };
  try {
    await pipeline(fs.createReadStream(archive), zlib.createGunzip(), guarded);
  } catch (error) {
    await consuming?.catch(() => {});
    if (refusal) throw refusal;
    if (error instanceof DamagedArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || code === 'ERR_PADDING_1') {
      throw new DamagedArchiveError(
        code === 'Z_BUF_ERROR'
          ? 'The backup archive is cut short (truncated).'
          : 'The backup archive is damaged or not a Watchify backup (not gzip data).',
      );
    }
    throw error;
  }
  return files;
}
