/** The address of a member's profile page: `/u/ayse_yilmaz`. */
export function memberPath(nickname: string): string {
  return `/u/${encodeURIComponent(nickname)}`;
}
