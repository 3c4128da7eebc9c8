/**
 * Socket events of lists. Client → server (with an acknowledgement): follow / unfollow a list while its page is open;
 * following needs the right to read it. Server → client: `changed` to everyone following the list, `mineChanged` to
 * the user rooms of its owner and collaborators (their /lists overview).
 */
export const LIST_EVENTS = {
  follow: 'list:follow',
  unfollow: 'list:unfollow',
  /** Something of a followed list changed (payload: `ListChangedEvent`); the page refetches or merges it. */
  changed: 'list:changed',
  /** A list of mine (owned or collaborating) changed, was deleted, or I was invited or removed. */
  mineChanged: 'lists:mine-changed',
} as const;

/** What changed in a list (the `list:changed` event). */
export const LIST_CHANGES = [
  'itemAdded',
  'itemRemoved',
  'itemMoved',
  'itemNoteChanged',
  'detailsChanged',
  'collaboratorsChanged',
  'deleted',
] as const;
export type ListChange = (typeof LIST_CHANGES)[number];
