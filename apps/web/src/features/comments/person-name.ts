import type { UserSummary } from '@watchify/contract';

/**
 * The name a comment or reply shows for its author (product §3): the display name, else the nickname, else the word
 * for 'User'. The spec's original fell back to the author's e-mail; e-mails stay private here, so the public nickname
 * takes its place.
 */
export function personName(author: UserSummary, fallback: string): string {
  return author.displayName.trim() || author.nickname.trim() || fallback;
}
