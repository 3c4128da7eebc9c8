import type { ListDetail, ListItem, ListSummary } from '@watchify/contract';

export const ada = { id: 'user-1', nickname: 'ada', displayName: 'Ada Lovelace', photoUrl: null };
export const zeynep = { id: 'user-2', nickname: 'zeynep', displayName: 'Zeynep Demir', photoUrl: null };

/** A list as GET /api/lists shows it (mine unless told). */
export function summary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 'list-1',
    name: 'Noir nights',
    description: null,
    visibility: 'public',
    collaborative: false,
    owner: ada,
    role: 'owner',
    itemCount: 3,
    posterPaths: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function detail(overrides: Partial<ListDetail> = {}): ListDetail {
  return { ...summary(), collaborators: [], completion: { watched: 1, total: 3 }, ...overrides };
}

export function item(id: number, title: string, overrides: Partial<ListItem> = {}): ListItem {
  return {
    mediaType: 'movie',
    id,
    title,
    posterPath: null,
    year: 1950,
    voteAverage: 8,
    note: null,
    addedBy: 'user-1',
    addedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
