import { randomFillSync } from 'node:crypto';

/**
 * Ids for rows listed "newest first" by (created_at, id). Two rows written in the same millisecond share
 * created_at, so the id has to break the tie in the order they were written: a random UUID put them in a
 * random order (a comment could show below an older one). These are UUID version 7 (RFC 9562): 48 bits of
 * Unix milliseconds, then a 12-bit counter for ids made in the same millisecond (method 1 of §6.2), then
 * 62 random bits. Within one process they strictly increase, as lowercase hex text, even when the clock
 * steps back; across instances they are ordered by time to the millisecond.
 */
const COUNTER_MAX = 0xfff;
let lastMillis = 0;
let counter = 0;

export function newOrderedId(now: number = Date.now()): string {
  if (now > lastMillis) {
    lastMillis = now;
    counter = 0;
  } else if (counter < COUNTER_MAX) {
    counter++;
  } else {
    // 4,096 ids in one millisecond: borrow the next millisecond rather than lose the order.
    lastMillis++;
    counter = 0;
  }

  const bytes = randomFillSync(Buffer.alloc(16));
  bytes.writeUIntBE(lastMillis, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes.writeUInt8(0x80 | (bytes.readUInt8(8) & 0x3f), 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
