import type { ImportJob, ImportRow, TitleSummary } from '@watchify/contract';

export function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 'imp-1',
    source: 'letterboxd',
    conflicts: 'keepMine',
    state: 'done',
    files: ['letterboxd-export.zip'],
    counts: { read: 10, done: 10, matched: 8, imported: 6, existing: 1, skipped: 1, unmatched: 2 },
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:00:05.000Z',
    ...overrides,
  };
}

export function row(overrides: Partial<ImportRow> = {}): ImportRow {
  return {
    id: 'row-1',
    kind: 'play',
    file: 'diary.csv',
    line: 12,
    label: 'Parasitee (2019)',
    state: 'unmatched',
    reason: 'notInCatalog',
    match: null,
    ...overrides,
  };
}

export function title(overrides: Partial<TitleSummary> = {}): TitleSummary {
  return {
    id: 496243,
    mediaType: 'movie',
    title: 'Parasite',
    year: 2019,
    posterPath: null,
    voteAverage: 8.5,
    genreIds: [35, 53, 18],
    overview: null,
    backdropPath: null,
    releaseDate: '2019-05-30',
    runtime: 133,
    ...overrides,
  };
}
