import type {
  ImportConflictPolicy,
  ImportError,
  ImportJob,
  ImportJobState,
  ImportMatchMethod,
  ImportRow,
  ImportRowKind,
  ImportRowReason,
  ImportRowState,
  ImportSource,
  MediaType,
} from '@watchify/contract';
import type { ImportJobRow, ImportRowRow } from './imports.repository.js';

export function presentJob(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    source: row.source as ImportSource,
    conflicts: row.conflicts as ImportConflictPolicy,
    state: row.state as ImportJobState,
    files: JSON.parse(row.files) as string[],
    counts: {
      read: Number(row.read_count),
      done: Number(row.done_count),
      matched: Number(row.matched_count),
      imported: Number(row.imported_count),
      existing: Number(row.existing_count),
      skipped: Number(row.skipped_count),
      unmatched: Number(row.unmatched_count),
    },
    error: row.error as ImportError | null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

export function presentRow(row: ImportRowRow): ImportRow {
  return {
    id: String(row.position),
    kind: row.kind as ImportRowKind,
    file: row.file,
    line: row.line,
    label: row.label,
    state: row.state as ImportRowState,
    reason: row.reason as ImportRowReason | null,
    match:
      row.match_id === null
        ? null
        : {
            mediaType: row.match_media_type as MediaType,
            id: row.match_id,
            title: row.match_title ?? '',
            year: row.match_year,
            method: row.match_method as ImportMatchMethod,
          },
  };
}
