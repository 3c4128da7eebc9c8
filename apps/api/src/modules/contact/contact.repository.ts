import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/types.js';

/** Stores one message from the contact page (a single insert: it is there completely or not at all). */
export async function insertContactMessage(db: Kysely<Database>, row: Insertable<ContactMessagesTable>): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
