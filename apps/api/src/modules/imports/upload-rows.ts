import { episodeCode, type ImportRowKind } from '@watchify/contract';
import type { StoredRecord } from './import-applier.js';
import type { NewImportRow } from './imports.repository.js';
import type { ImportRecord, TitleRef } from './sources/import-record.js';

/**
 * The order rows are applied in: lists before their items, plays before the ratings and reviews whose older words
 * go on them, and a title's reviews newest first (the newest becomes the comment).
 */
const KIND_ORDER: Record<ImportRecord['kind'], number> = {
  list: 0,
  play: 1,
  rating: 2,
  review: 3,
  watchlist: 4,
  like: 5,
  listItem: 6,
  unsupported: 7,
};

function order(a: ImportRecord, b: ImportRecord): number {
  const byKind = KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (byKind !== 0 || a.kind !== 'review' || b.kind !== 'review') return byKind;
  return (b.writtenAt ?? '').localeCompare(a.writtenAt ?? '');
}

/** How the report names a row's title: the file's own name and year, else its ids, and the episode. */
function titleLabel(title: TitleRef): string {
  const name =
    title.name ??
    (title.imdbId
      ? `IMDb ${title.imdbId}`
      : title.tmdbId
        ? `TMDB ${title.tmdbId}`
        : title.tvdbEpisodeId
          ? `TVDB episode ${title.tvdbEpisodeId}`
          : title.tvdbId
            ? `TVDB ${title.tvdbId}`
            : '?');
  const year = title.year ? ` (${title.year})` : '';
  const episode = title.season != null && title.episode != null ? ` ${episodeCode(title.season, title.episode)}` : '';
  return `${name}${year}${episode}`;
}

function labelOf(record: ImportRecord): string {
  if (record.kind === 'unsupported') return record.label;
  if (record.kind === 'list') return record.name;
  return titleLabel(record.title);
}

/** A play's identity in the file: two plays with the same one are two viewings of it on that day. */
function playIdentity(record: Extract<ImportRecord, { kind: 'play' }>): string {
  const t = record.title;
  return JSON.stringify([
    t.mediaType,
    t.tmdbId,
    t.imdbId,
    t.tvdbId,
    t.name,
    t.year,
    t.season,
    t.episode,
    t.tvdbEpisodeId,
    record.watchedOn,
  ]);
}

/** An upload's records as the job's rows, in the order they are applied. */
export function rowsOfUpload(importId: string, records: ImportRecord[]): NewImportRow[] {
  const seen = new Map<string, number>();
  return [...records].sort(order).map((record, position): NewImportRow => {
    let stored: StoredRecord = record;
    if (record.kind === 'play') {
      const identity = playIdentity(record);
      const occurrence = seen.get(identity) ?? 0;
      seen.set(identity, occurrence + 1);
      stored = { ...record, occurrence };
    }
    const kind: ImportRowKind = record.kind === 'unsupported' ? record.as : record.kind;
    return {
      import_id: importId,
      position,
      kind,
      file: record.file,
      line: record.line,
      label: labelOf(record).slice(0, 300),
      payload: JSON.stringify(stored),
      state: 'pending',
    };
  });
}
