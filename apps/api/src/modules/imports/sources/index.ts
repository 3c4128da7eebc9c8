import { IMPORT_LIMITS } from '@watchify/contract';
import { imdb } from './imdb.js';
import { ImportFileError, type ImportRecord, type ImportSource, type UploadedFile } from './import-record.js';
import { letterboxd } from './letterboxd.js';
import { SourceFile, type SourceReader } from './source-file.js';
import { trakt } from './trakt.js';
import { tvtime } from './tvtime.js';
import { readUpload } from './upload.js';
import { watchify } from './watchify.js';

export { decodeText, readUpload } from './upload.js';

const READERS: Record<ImportSource, SourceReader> = { letterboxd, imdb, trakt, tvtime, watchify };

/**
 * Everything an upload says, as the chosen source's records; or an ImportFileError for the whole upload (never part
 * of its rows). The files this source reads are found by name and content; when there are none, the upload is
 * another source's (importWrongSource) or nobody's (importNothingFound).
 */
export function parseUpload(source: ImportSource, uploaded: UploadedFile[]): ImportRecord[] {
  const files = readUpload(uploaded).map((file) => new SourceFile(file));
  const reader = READERS[source];
  const others = Object.entries(READERS).filter(([name]) => name !== source);

  const read: SourceFile[] = [];
  let ownKnown = false;
  for (const file of files) {
    const claim = reader.claim(file);
    if (claim === 'read') read.push(file);
    else if (claim === 'known') ownKnown = true;
    // Named like one of ours but with other columns: a broken file, unless another source reads it as its own.
    else if (claim === 'badHeader' && !others.some(([, other]) => other.claim(file) === 'read'))
      throw new ImportFileError('importBadHeader', file.name);
  }
  if (read.length === 0) {
    const isTheirs = (other: SourceReader, file: SourceFile) => ['read', 'known'].includes(other.claim(file) ?? '');
    const someoneElses = !ownKnown && files.some((file) => others.some(([, other]) => isTheirs(other, file)));
    throw new ImportFileError(someoneElses ? 'importWrongSource' : 'importNothingFound');
  }

  const records = reader.parse(read);
  if (records.length > IMPORT_LIMITS.rows) throw new ImportFileError('importTooManyRows');
  return records;
}

export type { ImportRecord, UploadedFile } from './import-record.js';
export { ImportFileError } from './import-record.js';
