/**
 * The admin users list and the maintenance pass with many accounts (issue 6 §4: "must stay fast with thousands of
 * users"). A fresh SQLite database gets 5,000 registered people with 20,000 friend requests between them, plus
 * 200 accounts whose registration never finished; then, through the service the routes call:
 *   - GET /api/admin/users: first page, last page, a nickname search, an e-mail-domain search (200 runs each);
 *   - POST /api/admin/maintenance: the first run (repairs the 200) and a second run (nothing to do).
 *   npx tsx admin-users.bench.ts [--users 5000]
 * Target: a users page ≤ 20 ms at p95 (one query per page, no query per row).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { AdminService } from '../apps/api/src/modules/admin/admin.service.js';
import { FriendsService } from '../apps/api/src/modules/friends/friends.service.js';
import { UsersService } from '../apps/api/src/modules/users/users.service.js';
import { insertPeople } from './support/people.js';

const args = process.argv.slice(2);
const userCount = args.includes('--users') ? Number(args[args.indexOf('--users') + 1]) || 5000 : 5000;
const ORPHANS = 200;
const REQUESTS_PER_USER = 4;
const RUNS = 200;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-bench-admin-'));
const database = openDatabase({ sqliteFile: path.join(dataDir, 'watchify.db') });
await migrateToLatest(database.db, database.dialect);
const { db } = database;

const now = new Date().toISOString();
const ids = Array.from({ length: userCount }, (_, i) => `user-${String(i).padStart(6, '0')}`);
let started = performance.now();
await insertPeople(db, ids, now);
// Requests point at people of any batch, so they go in once everyone exists.
for (let start = 0; start < ids.length; start += 500) {
  const batch = ids.slice(start, start + 500);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('friend_requests')
      .values(
        batch.flatMap((id, i) =>
          Array.from({ length: REQUESTS_PER_USER }, (_, k) => ({
            id: `${id}-r${k}`,
            from_user_id: id,
            to_user_id: ids[(start + i + 1 + k * 7) % ids.length] as string,
            status: 'pending' as const,
            created_at: now,
            responded_at: null,
          })),
        ),
      )
      .execute();
  });
}
await db
  .insertInto('users')
  .values(
    Array.from({ length: ORPHANS }, (_, i) => ({
      id: `orphan-${i}`,
      name: `Orphan ${i}`,
      email: `orphan${i}@example.org`,
      email_verified: 0,
      image: null,
      created_at: now,
      updated_at: now,
    })),
  )
  .execute();
console.log(
  `seeded ${userCount} people, ${userCount * REQUESTS_PER_USER} friend requests and ${ORPHANS} unfinished accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const users = new UsersService(db, []);
const admin = new AdminService(
  db,
  users,
  new FriendsService(db, database.dialect, { toUser: () => {} }, { notify: async () => {} }),
);
const lastPage = Math.ceil((userCount + ORPHANS) / 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function time(label: string, run: () => Promise<unknown>) {
  const durations: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const begin = performance.now();
    await run();
    durations.push(performance.now() - begin);
  }
  durations.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(48)} p50 ${percentile(durations, 50).toFixed(2)} ms   p95 ${percentile(durations, 95).toFixed(2)} ms`,
  );
}

await time('users list, first page', () => admin.listUsers('', 1));
await time(`users list, last page (${lastPage})`, () => admin.listUsers('', lastPage));
await time("users list, search 'NICK_USER-0012' (nickname)", () => admin.listUsers('NICK_USER-0012', 1));
await time("users list, search 'example.com', page 3", () => admin.listUsers('example.com', 3));

const actor = { id: 'bench-admin', email: 'admin@example.com' };
started = performance.now();
const first = await admin.runMaintenance(actor);
console.log(`maintenance, first run: ${JSON.stringify(first)} in ${(performance.now() - started).toFixed(0)} ms`);
started = performance.now();
const second = await admin.runMaintenance(actor);
console.log(`maintenance, second run: ${JSON.stringify(second)} in ${(performance.now() - started).toFixed(0)} ms`);

await database.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
