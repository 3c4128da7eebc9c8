import { randomUUID } from 'node:crypto';
import {
  LIST_EVENTS,
  LIST_LIMITS,
  LIST_MESSAGES,
  type ListChangedEvent,
  type ListDetail,
  type ListFollowAck,
  type ListItem,
  type ListItemsPage,
  type ListSummary,
  type ListsMineChangedEvent,
} from '@watchify/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { befriend, createSocialTestApp, importMadeUpTitles, type TestMember } from './helpers.js';
import { connectSocket, listen, nextEvent } from './support/sockets.js';

// Titles of the shared sample catalog (test/fixtures/README.md).
const GREENLAND = { mediaType: 'movie', id: 524047 } as const; // 2020, 7.127
const HELLRAISER = { mediaType: 'movie', id: 9003 } as const; // 1987, 6.9
const THE_CORE = { mediaType: 'movie', id: 9341 } as const; // 2003, 5.4
const THE_BROOD = { mediaType: 'movie', id: 28942 } as const; // 1979, 6.711
const SCENT_OF_A_WOMAN = { mediaType: 'movie', id: 9475 } as const; // 1992, 7.6
const AMERICA = { mediaType: 'movie', id: 380097 } as const; // no date, no rating
const BROOKLYN = { mediaType: 'tv', id: 48891 } as const; // 2013, 7.5
const HOUSE_OF_CARDS = { mediaType: 'tv', id: 900098825 } as const; // 2013, no rating
const MADE_UP_FIRST = 990_100_001;

type Title = { mediaType: 'movie' | 'tv'; id: number };

let app: App;
let database: DatabaseHandle;
let member: () => Promise<TestMember>;

beforeAll(async () => {
  ({ app, database, member } = await createSocialTestApp());
  await importMadeUpTitles(database, 130);
});
afterAll(async () => {
  await app.close();
});

const call = (
  who: TestMember | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

async function createList(owner: TestMember, payload: object = {}): Promise<ListDetail> {
  const response = await call(owner, 'POST', '/api/lists', { name: 'Noir nights', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().list;
}

async function readList(who: TestMember | null, listId: string): Promise<ListDetail> {
  const response = await call(who, 'GET', `/api/lists/${listId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().list;
}

async function page(who: TestMember | null, listId: string, query = ''): Promise<ListItemsPage> {
  const response = await call(who, 'GET', `/api/lists/${listId}/items${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const add = (who: TestMember, listId: string, title: Title, note?: string) =>
  call(who, 'POST', `/api/lists/${listId}/items`, { ...title, ...(note === undefined ? {} : { note }) });

async function added(who: TestMember, listId: string, title: Title): Promise<ListItem> {
  const response = await add(who, listId, title);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

const move = (who: TestMember, listId: string, title: Title, index: unknown) =>
  call(who, 'PUT', `/api/lists/${listId}/items/${title.mediaType}/${title.id}/position`, { index });

const order = async (who: TestMember, listId: string, query = '') =>
  (await page(who, listId, query)).items.map((item) => `${item.mediaType}:${item.id}`);
const keyOf = (title: Title) => `${title.mediaType}:${title.id}`;

async function mine(who: TestMember): Promise<ListSummary[]> {
  const response = await call(who, 'GET', '/api/lists');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().lists;
}

/** What the database holds of a list: its count as kept and as counted, so a test sees nothing half-written. */
async function stored(listId: string) {
  const list = await database.db.selectFrom('lists').selectAll().where('id', '=', listId).executeTakeFirst();
  const items = await database.db
    .selectFrom('list_items')
    .select(['media_type', 'title_id', 'position', 'note'])
    .where('list_id', '=', listId)
    .orderBy('position')
    .execute();
  return { list, items };
}

async function friends(): Promise<[TestMember, TestMember]> {
  const [a, b] = [await member(), await member()];
  await befriend(database, a.userId, b.userId);
  return [a, b];
}

describe('creating and changing a list', () => {
  it('creates a private list by default, trimmed, and shows it to its owner with nothing watched yet', async () => {
    const ayse = await member();
    const list = await createList(ayse, { name: '  Noir   nights ', description: '  Shadows.\nRain.  ' });
    expect(list).toMatchObject({
      name: 'Noir nights',
      description: 'Shadows.\nRain.',
      visibility: 'private',
      collaborative: false,
      role: 'owner',
      owner: { id: ayse.userId, nickname: ayse.info.nickname },
      itemCount: 0,
      posterPaths: [],
      collaborators: [],
      completion: { watched: 0, total: 0 },
    });
    expect((await mine(ayse)).map((l) => l.id)).toEqual([list.id]);
  });

  it('refuses an empty or 101-character name and a long description with their rules, writing nothing', async () => {
    const ayse = await member();
    const cases = [
      [{ name: '   ' }, 'nameRequired', 'name'],
      [{}, 'nameRequired', 'name'],
      [{ name: 'x'.repeat(LIST_LIMITS.nameMaxLength + 1) }, 'nameTooLong', 'name'],
      [
        { name: 'Fine', description: 'd'.repeat(LIST_LIMITS.descriptionMaxLength + 1) },
        'descriptionTooLong',
        'description',
      ],
    ] as const;
    for (const [payload, code, field] of cases) {
      const response = await call(ayse, 'POST', '/api/lists', payload);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toEqual({ code, message: LIST_MESSAGES[code], field });
    }
    // Exactly 100 characters (Turkish letters count one each) is allowed.
    await createList(ayse, { name: 'ş'.repeat(LIST_LIMITS.nameMaxLength) });
    const rows = await database.db.selectFrom('lists').select('name').where('owner_id', '=', ayse.userId).execute();
    expect(rows).toEqual([{ name: 'ş'.repeat(LIST_LIMITS.nameMaxLength) }]);
  });

  it('renames, describes, changes visibility and collaboration, with the same rules', async () => {
    const ayse = await member();
    const list = await createList(ayse);
    const renamed = await call(ayse, 'PATCH', `/api/lists/${list.id}`, {
      name: 'Best of 2024',
      description: null,
      visibility: 'public',
      collaborative: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().list).toMatchObject({
      name: 'Best of 2024',
      description: null,
      visibility: 'public',
      collaborative: true,
    });
    for (const payload of [{ name: '' }, { name: 'y'.repeat(101) }, {}, { visibility: 'everyone' }]) {
      const refused = await call(ayse, 'PATCH', `/api/lists/${list.id}`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await readList(ayse, list.id)).name).toBe('Best of 2024');
  });

  it('deletes a list with its titles and collaborators', async () => {
    const [ayse, mehmet] = await friends();
    const list = await createList(ayse, { collaborative: true });
    await added(ayse, list.id, GREENLAND);
    expect((await call(ayse, 'PUT', `/api/lists/${list.id}/collaborators/${mehmet.userId}`)).statusCode).toBe(201);
    expect((await call(ayse, 'DELETE', `/api/lists/${list.id}`)).statusCode).toBe(204);
    expect((await call(ayse, 'GET', `/api/lists/${list.id}`)).statusCode).toBe(404);
    const left = await Promise.all(
      (['list_items', 'list_collaborators'] as const).map((table) =>
        database.db.selectFrom(table).select('list_id').where('list_id', '=', list.id).execute(),
      ),
    );
    expect(left).toEqual([[], []]);
    expect(await mine(mehmet)).toEqual([]);
  });
});

describe('titles of a list', () => {
  it('adds a title as the catalog has it, with a note, at the end; a second time is a clear 409', async () => {
    const ayse = await member();
    const list = await createList(ayse);
    await added(ayse, list.id, HELLRAISER);
    const response = await add(ayse, list.id, GREENLAND, '  Watch on a big screen. ');
    expect(response.statusCode, response.body).toBe(201);
    // What the catalog says of the title (its detail, as the detail view shows it).
    const title = (await call(null, 'GET', `/api/titles/movie/${GREENLAND.id}`)).json();
    expect(response.json().item).toMatchObject({
      ...GREENLAND,
      title: title.title,
      posterPath: title.posterPath,
      year: title.year,
      voteAverage: title.voteAverage,
      note: 'Watch on a big screen.',
      addedBy: ayse.userId,
    });
    expect(await order(ayse, list.id)).toEqual([keyOf(HELLRAISER), keyOf(GREENLAND)]);

    const again = await add(ayse, list.id, GREENLAND);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'alreadyInList', message: LIST_MESSAGES.alreadyInList });
    const { list: row, items } = await stored(list.id);
    expect(row?.item_count).toBe(2);
    expect(items).toHaveLength(2);
  });

  it('refuses a title the catalog does not have (404 titleNotFound) and a long note (400), writing nothing', async () => {
    const ayse = await member();
    const list = await createList(ayse);
    const unknown = await add(ayse, list.id, { mediaType: 'movie', id: 424_242_424 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'titleNotFound', message: LIST_MESSAGES.titleNotFound, field: 'id' });
    // A show's id is not a movie's.
    expect((await add(ayse, list.id, { mediaType: 'tv', id: GREENLAND.id })).statusCode).toBe(404);
    const long = await add(ayse, list.id, GREENLAND, 'n'.repeat(LIST_LIMITS.noteMaxLength + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({ code: 'noteTooLong', field: 'note' });
    const { list: row, items } = await stored(list.id);
    expect(row?.item_count).toBe(0);
    expect(items).toEqual([]);
  });

  it('stores a title once when two people add it at once, and every title when they add different ones', async () => {
    const [ayse, mehmet] = await friends();
    const list = await createList(ayse, { collaborative: true });
    await call(ayse, 'PUT', `/api/lists/${list.id}/collaborators/${mehmet.userId}`);
    const same = await Promise.all([add(ayse, list.id, THE_CORE), add(mehmet, list.id, THE_CORE)]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const different = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        add(i % 2 ? ayse : mehmet, list.id, { mediaType: 'movie', id: MADE_UP_FIRST + i }),
      ),
    );
    expect(different.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const { list: row, items } = await stored(list.id);
    expect(row?.item_count).toBe(9);
    expect(new Set(items.map((item) => item.position)).size).toBe(9);
  });

  it('removes a title (again changes nothing) and edits or clears a note', async () => {
    const ayse = await member();
    const list = await createList(ayse);
    await added(ayse, list.id, GREENLAND);
    await added(ayse, list.id, HELLRAISER);
    const noted = await call(ayse, 'PATCH', `/api/lists/${list.id}/items/movie/${GREENLAND.id}`, { note: ' Again! ' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().item.note).toBe('Again!');
    const cleared = await call(ayse, 'PATCH', `/api/lists/${list.id}/items/movie/${GREENLAND.id}`, { note: '' });
    expect(cleared.json().item.note).toBeNull();
    const missing = await call(ayse, 'PATCH', `/api/lists/${list.id}/items/movie/${THE_CORE.id}`, { note: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('itemNotFound');

    for (let i = 0; i < 2; i += 1) {
      expect((await call(ayse, 'DELETE', `/api/lists/${list.id}/items/movie/${GREENLAND.id}`)).statusCode).toBe(204);
    }
    expect(await order(ayse, list.id)).toEqual([keyOf(HELLRAISER)]);
    expect((await stored(list.id)).list?.item_count).toBe(1);
  });
});

describe('the list order', () => {
  const five = [GREENLAND, HELLRAISER, THE_CORE, THE_BROOD, SCENT_OF_A_WOMAN];

  async function listOfFive(owner: TestMember): Promise<string> {
    const list = await createList(owner);
    for (const title of five) await added(owner, list.id, title);
    return list.id;
  }

  it('moves a title to any index, first and last included, writing that one row', async () => {
    const ayse = await member();
    const listId = await listOfFive(ayse);
    const expected = five.map(keyOf);
    const before = await stored(listId);
    const response = await move(ayse, listId, SCENT_OF_A_WOMAN, 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ index: 1, item: SCENT_OF_A_WOMAN });
    expected.splice(1, 0, ...expected.splice(4, 1));
    expect(await order(ayse, listId)).toEqual(expected);
    const after = await stored(listId);
    const changed = after.items.filter((item) => {
      const was = before.items.find((b) => b.media_type === item.media_type && b.title_id === item.title_id);
      return was?.position !== item.position;
    });
    expect(changed.map((item) => item.title_id)).toEqual([SCENT_OF_A_WOMAN.id]);

    await move(ayse, listId, GREENLAND, 4);
    expected.push(...expected.splice(0, 1));
    expect(await order(ayse, listId)).toEqual(expected);
    await move(ayse, listId, THE_BROOD, 0);
    expected.unshift(...expected.splice(expected.indexOf(keyOf(THE_BROOD)), 1));
    expect(await order(ayse, listId)).toEqual(expected);
    // To where it is: nothing changes.
    await move(ayse, listId, THE_BROOD, 0);
    expect(await order(ayse, listId)).toEqual(expected);
  });

  it('keeps the order through many moves into the same gap (the list renumbered when the gap runs out)', async () => {
    const ayse = await member();
    const listId = await listOfFive(ayse);
    const expected = five.map(keyOf);
    // Swap the 2nd and 3rd over and over: each move halves the gap between the first and the other one.
    for (let i = 0; i < 45; i += 1) {
      const second = five.find((title) => keyOf(title) === expected[2]) as Title;
      const response = await move(ayse, listId, second, 1);
      expect(response.statusCode, response.body).toBe(200);
      expected.splice(1, 0, ...expected.splice(2, 1));
      expect(await order(ayse, listId), `move ${i}`).toEqual(expected);
    }
    const positions = (await stored(listId)).items.map((item) => Number(item.position));
    expect(new Set(positions).size).toBe(5);
  });

  it('renumbers a list whose neighbours have no room left between them, keeping its order', async () => {
    const ayse = await member();
    const listId = await listOfFive(ayse);
    // Positions 1…5: no whole number between any two neighbours.
    for (const [i, title] of five.entries()) {
      await database.db
        .updateTable('list_items')
        .set({ position: i + 1 })
        .where('list_id', '=', listId)
        .where('title_id', '=', title.id)
        .execute();
    }
    expect((await move(ayse, listId, SCENT_OF_A_WOMAN, 2)).statusCode).toBe(200);
    const expected = five.map(keyOf);
    expected.splice(2, 0, ...expected.splice(4, 1));
    expect(await order(ayse, listId)).toEqual(expected);
    const positions = (await stored(listId)).items.map((item) => Number(item.position));
    const gaps = positions.slice(1).map((position, i) => position - (positions[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThan(1000);
  });

  it('refuses an impossible position with a clear 400, leaving the order as it was', async () => {
    const ayse = await member();
    const listId = await listOfFive(ayse);
    const before = await stored(listId);
    for (const index of [5, -1, 1_000_000]) {
      const response = await move(ayse, listId, THE_CORE, index);
      expect(response.statusCode, String(index)).toBe(400);
      expect(response.json().error).toEqual({
        code: 'positionOutOfRange',
        message: LIST_MESSAGES.positionOutOfRange,
        field: 'index',
      });
    }
    for (const index of [1.5, '2', null]) {
      expect((await move(ayse, listId, THE_CORE, index)).statusCode, String(index)).toBe(400);
    }
    expect((await move(ayse, listId, BROOKLYN, 0)).json().error.code).toBe('itemNotFound');
    expect(await stored(listId)).toEqual(before);
  });
});

describe('sorts and pages', () => {
  it('sorts by list order, title, year (newest first), rating (highest first) and added (newest first)', async () => {
    const ayse = await member();
    const list = await createList(ayse);
    const titles = [HELLRAISER, AMERICA, GREENLAND, HOUSE_OF_CARDS, THE_BROOD, BROOKLYN];
    for (const title of titles) {
      await added(ayse, list.id, title);
      // A moment apart, as a person adds them: titles added within one millisecond are equally new to this sort.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const items = (await page(ayse, list.id)).items;
    expect(items.map((i) => `${i.mediaType}:${i.id}`)).toEqual(titles.map(keyOf));

    const byTitle = [...items].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));
    expect(await order(ayse, list.id, '?sort=title')).toEqual(byTitle.map((i) => `${i.mediaType}:${i.id}`));
    // Without a year or rating: last.
    expect((await order(ayse, list.id, '?sort=year')).at(-1)).toBe(keyOf(AMERICA));
    const years = (await page(ayse, list.id, '?sort=year')).items.map((i) => i.year);
    expect(years).toEqual([2020, 2013, 2013, 1987, 1979, null]);
    const ratings = (await page(ayse, list.id, '?sort=rating')).items.map((i) => i.voteAverage);
    expect(ratings.slice(0, 4)).toEqual([...ratings.slice(0, 4)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(ratings.at(-1)).toBeNull();
    expect(await order(ayse, list.id, '?sort=added')).toEqual(titles.map(keyOf).reverse());
  });

  it('pages a long list in every sort without overlaps or gaps', async () => {
    const ayse = await member();
    const list = await createList(ayse);
    for (let i = 0; i < 120; i += 1) await added(ayse, list.id, { mediaType: 'movie', id: MADE_UP_FIRST + i });
    for (const sort of ['position', 'title', 'year', 'rating', 'added']) {
      const seen: string[] = [];
      for (let p = 1; p <= 3; p += 1) {
        const result = await page(ayse, list.id, `?sort=${sort}&page=${p}&pageSize=50`);
        expect(result).toMatchObject({ sort, page: p, pageSize: 50, totalItems: 120, totalPages: 3 });
        seen.push(...result.items.map((i) => `${i.mediaType}:${i.id}`));
      }
      expect(seen, sort).toHaveLength(120);
      expect(new Set(seen).size, sort).toBe(120);
    }
    expect((await page(ayse, list.id, '?page=4&pageSize=50')).items).toEqual([]);
    expect((await call(ayse, 'GET', `/api/lists/${list.id}/items?sort=popularity`)).statusCode).toBe(400);
  });
});

describe('completion and the overviews', () => {
  it("counts the titles the viewer has watched (their own plays, not the owner's)", async () => {
    const [ayse, mehmet] = await friends();
    const list = await createList(ayse, { visibility: 'friends' });
    for (const title of [GREENLAND, HELLRAISER, BROOKLYN]) await added(ayse, list.id, title);
    const watch = async (who: TestMember, title: Title) => {
      const response = await call(who, 'POST', '/api/plays', { ...title, watchedOn: null, requestId: randomUUID() });
      expect(response.statusCode, response.body).toBe(201);
    };
    await watch(ayse, GREENLAND);
    await watch(ayse, GREENLAND);
    await watch(mehmet, HELLRAISER);
    await watch(mehmet, BROOKLYN);
    // Watched but not in the list; and a movie with the show's id would not count either.
    await watch(mehmet, THE_CORE);
    expect((await readList(ayse, list.id)).completion).toEqual({ watched: 1, total: 3 });
    expect((await readList(mehmet, list.id)).completion).toEqual({ watched: 2, total: 3 });
    await call(ayse, 'PATCH', `/api/lists/${list.id}`, { visibility: 'public' });
    expect((await readList(null, list.id)).completion).toBeNull();
  });

  it('lists mine (owned and collaborating) newest change first, with counts and the first posters', async () => {
    const [ayse, mehmet] = await friends();
    const own = await createList(mehmet, { name: 'Mine' });
    const shared = await createList(ayse, { name: 'Ours', collaborative: true });
    await call(ayse, 'PUT', `/api/lists/${shared.id}/collaborators/${mehmet.userId}`);
    // America has no poster: the posters are those of the first titles that have one.
    for (const title of [AMERICA, GREENLAND, HELLRAISER, THE_CORE, THE_BROOD, SCENT_OF_A_WOMAN]) {
      await added(ayse, shared.id, title);
    }
    const overview = await mine(mehmet);
    expect(overview.map((l) => [l.name, l.role])).toEqual([
      ['Ours', 'collaborator'],
      ['Mine', 'owner'],
    ]);
    const ours = overview[0] as ListSummary;
    expect(ours.itemCount).toBe(6);
    expect(ours.owner.id).toBe(ayse.userId);
    const posters = await database.db
      .selectFrom('titles')
      .select(['id', 'poster_path'])
      .where('id', 'in', [GREENLAND.id, HELLRAISER.id, THE_CORE.id, THE_BROOD.id])
      .execute();
    const posterOf = new Map(posters.map((p) => [p.id, p.poster_path]));
    expect(ours.posterPaths).toEqual([GREENLAND, HELLRAISER, THE_CORE, THE_BROOD].map((t) => posterOf.get(t.id)));
    await added(mehmet, own.id, GREENLAND);
    expect((await mine(mehmet)).map((l) => l.name)).toEqual(['Mine', 'Ours']);
  });

  it('says which of my lists hold a title, for the "Add to list" menu', async () => {
    const [ayse, mehmet] = await friends();
    const first = await createList(ayse, { name: 'First' });
    const second = await createList(ayse, { name: 'Second' });
    const theirs = await createList(mehmet, { name: 'Theirs', visibility: 'public' });
    await added(ayse, first.id, GREENLAND);
    await added(mehmet, theirs.id, GREENLAND);
    const response = await call(ayse, 'GET', `/api/titles/movie/${GREENLAND.id}/lists`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lists).toEqual([
      { id: first.id, name: 'First', visibility: 'private', role: 'owner', itemCount: 1, contains: true },
      { id: second.id, name: 'Second', visibility: 'private', role: 'owner', itemCount: 0, contains: false },
    ]);
    const show = await call(ayse, 'GET', `/api/titles/tv/${GREENLAND.id}/lists`);
    expect(show.json().lists.map((l: { contains: boolean }) => l.contains)).toEqual([false, false]);
  });
});

describe('collaborators', () => {
  it('invites only a friend, to a collaborative list; a collaborator adds, moves and annotates but cannot rename', async () => {
    const [ayse, mehmet] = await friends();
    const stranger = await member();
    const list = await createList(ayse);
    const invite = (who: TestMember, userId: string) =>
      call(who, 'PUT', `/api/lists/${list.id}/collaborators/${userId}`);

    const notYet = await invite(ayse, mehmet.userId);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.code).toBe('notCollaborative');
    await call(ayse, 'PATCH', `/api/lists/${list.id}`, { collaborative: true });
    for (const userId of [stranger.userId, ayse.userId, 'no-such-user']) {
      const refused = await invite(ayse, userId);
      expect(refused.statusCode, userId).toBe(403);
      expect(refused.json().error).toEqual({ code: 'notFriends', message: LIST_MESSAGES.notFriends, field: 'userId' });
    }
    const invited = await invite(ayse, mehmet.userId);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ added: true, collaborator: { id: mehmet.userId } });
    expect((await invite(ayse, mehmet.userId)).statusCode).toBe(200);
    expect((await readList(ayse, list.id)).collaborators.map((c) => c.id)).toEqual([mehmet.userId]);

    expect((await readList(mehmet, list.id)).role).toBe('collaborator');
    await added(mehmet, list.id, GREENLAND);
    await added(ayse, list.id, HELLRAISER);
    expect((await move(mehmet, list.id, HELLRAISER, 0)).statusCode).toBe(200);
    expect(
      (await call(mehmet, 'PATCH', `/api/lists/${list.id}/items/movie/${GREENLAND.id}`, { note: 'Mine' })).statusCode,
    ).toBe(200);
    const owner = ['ownerOnly', LIST_MESSAGES.ownerOnly];
    for (const [method, url, payload] of [
      ['PATCH', `/api/lists/${list.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/lists/${list.id}`, undefined],
      ['PUT', `/api/lists/${list.id}/collaborators/${ayse.userId}`, undefined],
    ] as const) {
      const refused = await call(mehmet, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect([refused.json().error.code, refused.json().error.message]).toEqual(owner);
    }
    expect(await order(ayse, list.id)).toEqual([keyOf(HELLRAISER), keyOf(GREENLAND)]);
  });

  it('a collaborator can leave; the owner can remove one; either way their rights end', async () => {
    const [ayse, mehmet] = await friends();
    const list = await createList(ayse, { collaborative: true });
    await call(ayse, 'PUT', `/api/lists/${list.id}/collaborators/${mehmet.userId}`);
    expect((await call(mehmet, 'DELETE', `/api/lists/${list.id}/collaborators/${mehmet.userId}`)).statusCode).toBe(204);
    // A private list: no longer theirs to see.
    expect((await call(mehmet, 'GET', `/api/lists/${list.id}`)).statusCode).toBe(404);
    await call(ayse, 'PUT', `/api/lists/${list.id}/collaborators/${mehmet.userId}`);
    expect((await call(ayse, 'DELETE', `/api/lists/${list.id}/collaborators/${mehmet.userId}`)).statusCode).toBe(204);
    const again = await call(ayse, 'DELETE', `/api/lists/${list.id}/collaborators/${mehmet.userId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('collaboratorNotFound');
    expect((await add(mehmet, list.id, GREENLAND)).statusCode).toBe(404);
  });

  it('a collaborator loses the rights (not the row) when the friendship ends or collaboration is switched off', async () => {
    const [ayse, mehmet] = await friends();
    const list = await createList(ayse, { collaborative: true, visibility: 'public' });
    await call(ayse, 'PUT', `/api/lists/${list.id}/collaborators/${mehmet.userId}`);
    expect((await call(ayse, 'DELETE', `/api/friends/${mehmet.userId}`)).statusCode).toBe(204);
    // A public list: they read it as anyone does, but may not change it, and it left their overview.
    expect((await readList(mehmet, list.id)).role).toBe('viewer');
    expect((await add(mehmet, list.id, GREENLAND)).json().error.code).toBe('notCollaborator');
    expect(await mine(mehmet)).toEqual([]);
    expect((await readList(ayse, list.id)).collaborators).toEqual([]);
    await befriend(database, ayse.userId, mehmet.userId);
    expect((await readList(mehmet, list.id)).role).toBe('collaborator');

    await call(ayse, 'PATCH', `/api/lists/${list.id}`, { collaborative: false, visibility: 'private' });
    expect((await call(mehmet, 'GET', `/api/lists/${list.id}`)).statusCode).toBe(404);
    // They can still leave a list they no longer see.
    expect((await call(mehmet, 'DELETE', `/api/lists/${list.id}/collaborators/${mehmet.userId}`)).statusCode).toBe(204);
  });
});

describe('live changes', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(app);
  });

  async function follow(socket: Socket, listId: string): Promise<ListFollowAck> {
    return socket.timeout(2000).emitWithAck(LIST_EVENTS.follow, { listId });
  }

  /** Collects the `list:changed` events a socket hears. */
  function heard(socket: Socket): ListChangedEvent[] {
    const events: ListChangedEvent[] = [];
    socket.on(LIST_EVENTS.changed, (event: ListChangedEvent) => events.push(event));
    return events;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  /** The next `list:changed` of one kind this socket hears (earlier events of other kinds are passed over). */
  function nextChange(socket: Socket, change: ListChangedEvent['change']): Promise<ListChangedEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${change} within 2 s`)), 2000);
      const listener = (event: ListChangedEvent) => {
        if (event.change !== change) return;
        clearTimeout(timer);
        socket.off(LIST_EVENTS.changed, listener);
        resolve(event);
      };
      socket.on(LIST_EVENTS.changed, listener);
    });
  }

  it('follows only a list one may read, and everyone following sees a change at once', async () => {
    const [ayse, mehmet] = await friends();
    const [zeynep, stranger] = [await member(), await member()];
    await befriend(database, ayse.userId, zeynep.userId);
    const list = await createList(ayse, { visibility: 'friends', collaborative: true });
    await call(ayse, 'PUT', `/api/lists/${list.id}/collaborators/${mehmet.userId}`);
    const sockets = {
      mehmet: await connectSocket(baseUrl, mehmet.cookie),
      zeynep: await connectSocket(baseUrl, zeynep.cookie),
      stranger: await connectSocket(baseUrl, stranger.cookie),
      visitor: await connectSocket(baseUrl),
    };
    try {
      expect(await follow(sockets.mehmet, list.id)).toEqual({ ok: true });
      expect(await follow(sockets.zeynep, list.id)).toEqual({ ok: true });
      for (const socket of [sockets.stranger, sockets.visitor]) {
        expect(await follow(socket, list.id)).toEqual({
          ok: false,
          error: { code: 'listNotFound', message: LIST_MESSAGES.listNotFound },
        });
      }
      expect(await follow(sockets.zeynep, 'no-such-list')).toMatchObject({ ok: false });
      const strangerHeard = heard(sockets.stranger);
      const visitorHeard = heard(sockets.visitor);

      const addedEvent = nextChange(sockets.zeynep, 'itemAdded');
      const mineChanged = nextEvent<ListsMineChangedEvent>(sockets.mehmet, LIST_EVENTS.mineChanged);
      await added(mehmet, list.id, GREENLAND);
      expect(await addedEvent).toEqual({ listId: list.id, change: 'itemAdded', by: mehmet.userId, item: GREENLAND });
      expect(await mineChanged).toEqual({ listId: list.id, change: 'changed' });

      await added(ayse, list.id, HELLRAISER);
      const movedEvent = nextChange(sockets.mehmet, 'itemMoved');
      await move(ayse, list.id, HELLRAISER, 0);
      expect(await movedEvent).toEqual({
        listId: list.id,
        change: 'itemMoved',
        by: ayse.userId,
        item: HELLRAISER,
        index: 0,
      });
      await settle();
      expect([...strangerHeard, ...visitorHeard]).toEqual([]);
    } finally {
      for (const socket of Object.values(sockets)) socket.disconnect();
    }
  });

  it('a follower who may no longer read the list stops hearing it; deleting tells everyone following', async () => {
    const [ayse, zeynep] = await friends();
    const visitorList = await createList(ayse, { visibility: 'public' });
    const sockets = { zeynep: await connectSocket(baseUrl, zeynep.cookie), visitor: await connectSocket(baseUrl) };
    try {
      expect(await follow(sockets.zeynep, visitorList.id)).toEqual({ ok: true });
      expect(await follow(sockets.visitor, visitorList.id)).toEqual({ ok: true });
      const zeynepHeard = heard(sockets.zeynep);
      const visitorHeard = heard(sockets.visitor);

      await call(ayse, 'PATCH', `/api/lists/${visitorList.id}`, { visibility: 'friends' });
      await settle();
      await added(ayse, visitorList.id, GREENLAND);
      await settle();
      expect(zeynepHeard.map((e) => e.change)).toEqual(['detailsChanged', 'itemAdded']);
      // The visitor heard the change that hid the list from them, and nothing after it.
      expect(visitorHeard.map((e) => e.change)).toEqual(['detailsChanged']);

      await call(ayse, 'PATCH', `/api/lists/${visitorList.id}`, { visibility: 'private' });
      await settle();
      await added(ayse, visitorList.id, HELLRAISER);
      await settle();
      expect(zeynepHeard.map((e) => e.change)).toEqual(['detailsChanged', 'itemAdded', 'detailsChanged']);

      const other = await createList(ayse, { visibility: 'public' });
      expect(await follow(sockets.zeynep, other.id)).toEqual({ ok: true });
      const deleted = nextChange(sockets.zeynep, 'deleted');
      await call(ayse, 'DELETE', `/api/lists/${other.id}`);
      expect(await deleted).toEqual({ listId: other.id, change: 'deleted', by: ayse.userId });
    } finally {
      for (const socket of Object.values(sockets)) socket.disconnect();
    }
  });
});

describe('bad input', () => {
  const GARBAGE = [
    '{}',
    '[]',
    'null',
    '"text"',
    '42',
    '{not json',
    '{"name":{"$gt":""}}',
    '{"index":"1e3"}',
    '{"note":5}',
  ];

  it('never causes a server error on any list route, and writes nothing', async () => {
    const ayse = await member();
    const list = await createList(ayse, { collaborative: true });
    await added(ayse, list.id, GREENLAND);
    const before = await stored(list.id);
    const routes = [
      ['POST', '/api/lists'],
      ['PATCH', `/api/lists/${list.id}`],
      ['POST', `/api/lists/${list.id}/items`],
      ['PATCH', `/api/lists/${list.id}/items/movie/${GREENLAND.id}`],
      ['PUT', `/api/lists/${list.id}/items/movie/${GREENLAND.id}/position`],
      ['PUT', `/api/lists/${list.id}/items/film/abc/position`],
      ['PUT', `/api/lists/${list.id}/collaborators/${'x'.repeat(100)}`],
    ] as const;
    for (const [method, url] of routes) {
      for (const payload of GARBAGE) {
        const response = await app.inject({
          method,
          url,
          headers: { cookie: ayse.cookie, 'content-type': 'application/json' },
          payload,
        });
        const where = `${method} ${url} ${payload}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.json().error?.message, `${where} ${response.body}`).toEqual(expect.any(String));
      }
    }
    for (const query of ['?sort=', '?sort=popularity', '?page=0', '?page=-1', '?pageSize=1000', '?page=abc']) {
      const response = await call(ayse, 'GET', `/api/lists/${list.id}/items${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect(await stored(list.id)).toEqual(before);
    const lists = await database.db.selectFrom('lists').select('id').where('owner_id', '=', ayse.userId).execute();
    expect(lists).toHaveLength(1);
  });
});
