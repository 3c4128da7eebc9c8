import type { ContactMessageResponse, NormalizedContactMessage } from '@watchify/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { newOrderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './contact.repository.js';

/**
 * Messages from the contact page (product §2 Contact, §5 Contact). The original only pretended to send them; here they
 * are stored, so admins read them in the admin screen (decision 016). Anyone may write, signed in or not; a signed-in
 * sender's account is kept with the message so an admin knows who wrote.
 */
export class ContactService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a message (checked by the route with the form's own validator, and trimmed). */
  async send(senderId: string | null, message: NormalizedContactMessage): Promise<ContactMessageResponse> {
    const id = newOrderedId();
    await repo.insertContactMessage(this.db, {
      id,
      user_id: senderId,
      full_name: message.fullName,
      email: message.email,
      subject: message.subject,
      message: message.message,
      created_at: nowIso(),
      read_at: null,
    });
    return { id };
  }
}
