import type { ImportRowState } from '@watchify/contract';

/** Query keys of imports; everything under `importKeys.all` is this feature's own. */
export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  job: (importId: string) => [...importKeys.all, 'job', importId] as const,
  rows: (importId: string) => [...importKeys.all, 'rows', importId] as const,
  rowsByState: (importId: string, state: ImportRowState) => [...importKeys.rows(importId), state] as const,
  search: (query: string) => [...importKeys.all, 'search', query] as const,
};
