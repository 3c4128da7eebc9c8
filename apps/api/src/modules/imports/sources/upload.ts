import { IMPORT_LIMITS } from '@watchify/contract';
import { Unzip, UnzipInflate } from 'fflate';
import { ImportFileError, type UploadedFile } from './import-record.js';

/** Compressed bytes handed to the inflater at a time: deflate expands at most ~1032×, so one step stays near 16 MB. */
const ZIP_PUSH_BYTES = 16 * 1024;

/** A ZIP starts with a local file header; the name of an upload says nothing we can trust. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Text files never hold NUL bytes; images, PDFs and spreadsheets do. */
function isBinary(bytes: Uint8Array): boolean {
  return bytes.indexOf(0) !== -1;
}

/**
 * The upload's files, ZIPs unpacked: checks the upload's size and file count, then each ZIP's entries (count, safe
 * paths, real unpacked size). Directories, `__MACOSX/`, dotfiles and binary entries inside a ZIP are left out.
 */
export function readUpload(files: UploadedFile[]): UploadedFile[] {
  let uploadBytes = 0;
  for (const file of files) {
    if (file.bytes.length === 0) throw new ImportFileError('importFileEmpty', file.name);
    uploadBytes += file.bytes.length;
  }
  if (uploadBytes > IMPORT_LIMITS.uploadBytes) throw new ImportFileError('importTooLarge');
  if (files.length > IMPORT_LIMITS.files) throw new ImportFileError('importTooManyFiles');

  const budget = { unpackedBytes: 0 };
  const out: UploadedFile[] = [];
  for (const file of files) {
    if (isZip(file.bytes)) out.push(...unzipEntries(file, budget));
    else if (isBinary(file.bytes)) throw new ImportFileError('importNotReadable', file.name);
    else out.push(file);
  }
  if (out.length > IMPORT_LIMITS.files) throw new ImportFileError('importTooManyFiles');
  return out;
}

/** An entry path that would land outside the folder it is unpacked into. */
function isUnsafePath(path: string): boolean {
  if (path.startsWith('/') || path.startsWith('\\') || /^[a-zA-Z]:/.test(path)) return true;
  return path.split(/[/\\]/).some((segment) => segment === '..');
}

/** Entries no export holds on purpose: folders, macOS resource forks, hidden files. */
function isNoise(path: string): boolean {
  if (path.endsWith('/')) return true;
  const segments = path.split('/');
  return segments[0] === '__MACOSX' || segments.some((segment) => segment.startsWith('.'));
}

/** Inflates a ZIP entry by entry, counting the bytes it really unpacks to (the sizes its headers declare may lie). */
function unzipEntries(zip: UploadedFile, budget: { unpackedBytes: number }): UploadedFile[] {
  const entries: { name: string; chunks: Uint8Array[]; done: boolean }[] = [];
  let failure: ImportFileError | null = null;
  let entryCount = 0;

  const unzip = new Unzip((file) => {
    if (failure) return;
    entryCount += 1;
    if (entryCount > IMPORT_LIMITS.zipEntries) {
      failure = new ImportFileError('importZipTooLarge', zip.name);
      return;
    }
    if (isUnsafePath(file.name)) {
      failure = new ImportFileError('importZipUnsafe', zip.name);
      return;
    }
    if (isNoise(file.name)) return;
    const entry = { name: file.name, chunks: [] as Uint8Array[], done: false };
    entries.push(entry);
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new ImportFileError('importNotReadable', zip.name);
        return;
      }
      budget.unpackedBytes += chunk.length;
      if (budget.unpackedBytes > IMPORT_LIMITS.unpackedBytes) {
        failure = new ImportFileError('importZipTooLarge', zip.name);
        file.terminate();
        return;
      }
      entry.chunks.push(chunk);
      if (final) entry.done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  const bytes = zip.bytes;
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += ZIP_PUSH_BYTES) {
      const end = Math.min(offset + ZIP_PUSH_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    // fflate throws on a corrupt stream (bad deflate data, a header cut short).
    failure ??= new ImportFileError('importNotReadable', zip.name);
  }
  if (failure) throw failure;

  const out: UploadedFile[] = [];
  for (const entry of entries) {
    if (!entry.done) throw new ImportFileError('importNotReadable', zip.name);
    const content = concat(entry.chunks);
    // An empty or binary entry (a picture, a nested ZIP) is nothing a parser reads; the user's export files are text.
    if (content.length === 0 || isBinary(content)) continue;
    out.push({ name: entry.name, bytes: content });
  }
  return out;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const windows1252 = new TextDecoder('windows-1252');

/** A file's text: UTF-8 (its BOM dropped), else Windows-1252, which older IMDb exports use (`Iñárritu` as F1 E1). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}
