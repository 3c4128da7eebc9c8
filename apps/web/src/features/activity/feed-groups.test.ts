import type { Activity } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { groupActivities } from './feed-groups';

const person = (id: string) => ({ id, nickname: id, displayName: id, photoUrl: null });
const activity = (id: string, actor: string, createdAt: string): Activity => ({
  id,
  type: 'watched',
  actor: person(actor),
  title: { mediaType: 'movie', id: 1, title: 'Film', posterPath: null, year: 2000 },
  season: null,
  episode: null,
  rating: null,
  excerpt: null,
  spoiler: false,
  list: null,
  createdAt,
});

describe('groupActivities', () => {
  it("makes one entry of a friend's run within an hour, and a new one for another friend or a later time", () => {
    const groups = groupActivities([
      activity('a5', 'ayse', '2026-11-27T12:00:00Z'),
      activity('a4', 'ayse', '2026-11-27T11:30:00Z'),
      activity('a3', 'ayse', '2026-11-27T11:00:00Z'),
      activity('a2', 'mehmet', '2026-11-27T10:50:00Z'),
      activity('a1', 'ayse', '2026-11-27T10:45:00Z'),
      activity('a0', 'ayse', '2026-11-27T08:00:00Z'),
    ]);
    expect(groups.map((group) => [group.actor.id, group.activities.map((a) => a.id)])).toEqual([
      ['ayse', ['a5', 'a4', 'a3']],
      ['mehmet', ['a2']],
      ['ayse', ['a1']],
      ['ayse', ['a0']],
    ]);
  });
});
