import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

/** A person's name, or undefined when the id is unknown. */
export async function findPersonName(db: Db, personId: number): Promise<string | undefined> {
  const row = await db.selectFrom('people').select('name').where('id', '=', personId).executeTakeFirst();
  return row?.name;
}

/** A title a person is credited on, for the filmography answer. */
export interface CreditedTitleRow {
  media_type: string;
  id: number;
  title: string;
  year: number | null;
  vote_average: number | null;
}

/**
 * The titles a person is credited on (cast or crew), most popular first, plus how many there are in all.
 * Distinct by title: a person can be credited twice on one title (acting and directing).
 */
export async function findCreditedTitlesOf(
  db: Db,
  personId: number,
  limit: number,
): Promise<{ titles: CreditedTitleRow[]; total: number }> {
  const credited = db
    .selectFrom('credits')
    .select(['media_type', 'title_id'])
    .distinct()
    .where('person_id', '=', personId)
    .as('credited');
  const [titles, count] = await Promise.all([
    db
      .selectFrom(credited)
      .innerJoin('titles', (join) =>
        join.onRef('titles.media_type', '=', 'credited.media_type').onRef('titles.id', '=', 'credited.title_id'),
      )
      .select(['titles.media_type', 'titles.id', 'titles.title', 'titles.year', 'titles.vote_average'])
      .orderBy('titles.popularity', (ob) => ob.desc().nullsLast())
      .orderBy('titles.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom(credited)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { titles, total: Number(count.count) };
}
