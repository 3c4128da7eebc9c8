/** A member's own lists (fill a pattern with `apiPath`). */
export const LIST_ENDPOINTS = {
  /** GET the lists I own or collaborate on; POST a new list. */
  lists: '/api/lists',
  /** GET a list (anyone it is visible to); PATCH its details or DELETE it (owner). */
  list: '/api/lists/:listId',
  /** GET a page of its titles, sorted; POST a title (owner and collaborators). */
  items: '/api/lists/:listId/items',
  /** PATCH an item's note or DELETE the item (owner and collaborators). */
  item: '/api/lists/:listId/items/:mediaType/:titleId',
  /** PUT: move an item to a place (an index) in the list's order (owner and collaborators). */
  itemPosition: '/api/lists/:listId/items/:mediaType/:titleId/position',
  /** PUT: invite a friend (owner); DELETE: remove a collaborator (owner) or leave (the collaborator). */
  collaborator: '/api/lists/:listId/collaborators/:userId',
  /** GET the lists I can add to, each saying whether it holds this title (the "Add to list" menu). */
  titleLists: '/api/titles/:mediaType/:id/lists',
} as const;
