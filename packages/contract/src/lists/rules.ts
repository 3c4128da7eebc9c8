/**
 * A member's own lists (issue 24 §1): who may see them, their limits, how their items are ordered and paged, error
 * codes and their English messages (the web app has every message in English and Turkish: `lists.errors.<code>`).
 */

/** Who may read a list: anyone (visitors too), the owner's friends, or only the owner (and its collaborators). */
export const LIST_VISIBILITIES = ['public', 'friends', 'private'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];

/**
 * What the person asking may do with a list: the owner everything; a collaborator add, remove, reorder and annotate
 * titles; a viewer read it.
 */
export const LIST_ROLES = ['owner', 'collaborator', 'viewer'] as const;
export type ListRole = (typeof LIST_ROLES)[number];

/**
 * How a list's titles can be ordered, each in one direction: the list's own order, title A to Z, the newest year
 * first, the highest rated first, the most recently added first. Titles without a year or rating come last.
 */
export const LIST_SORTS = ['position', 'title', 'year', 'rating', 'added'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const LIST_LIMITS = {
  /** Characters (code points) of the trimmed name. */
  nameMaxLength: 100,
  /** Characters (code points) of the trimmed description. */
  descriptionMaxLength: 1000,
  /** Characters (code points) of an item's trimmed note. */
  noteMaxLength: 500,
  /** Titles in one list: far beyond any list people keep; pages stay fast up to it (bench:lists measures 5,000). */
  itemsPerList: 10_000,
  /** Lists one person owns: "any number" in practice, bounded so the "Add to list" menu stays usable. */
  listsPerOwner: 500,
  /** Collaborators of one list besides its owner. */
  collaboratorsPerList: 50,
  /** Posters a list's summary shows (its first titles in list order). */
  posterPreviews: 4,
} as const;

/** Titles per page of a list. */
export const LIST_PAGE_SIZE = { default: 50, max: 100 } as const;

/** Why a list's name, description or an item's note cannot be stored, in the order they are checked. */
export const LIST_INPUT_ERRORS = ['nameRequired', 'nameTooLong', 'descriptionTooLong', 'noteTooLong'] as const;
export type ListInputError = (typeof LIST_INPUT_ERRORS)[number];

/** The field each input error belongs to (the API names it in `field`). */
export const LIST_INPUT_ERROR_FIELD: Record<ListInputError, 'name' | 'description' | 'note'> = {
  nameRequired: 'name',
  nameTooLong: 'name',
  descriptionTooLong: 'description',
  noteTooLong: 'note',
};

/** Failures of the list endpoints beyond the input rules; each has a message in both locales. */
export const LIST_ERRORS = [
  'listNotFound',
  'titleNotFound',
  'alreadyInList',
  'itemNotFound',
  'positionOutOfRange',
  'listFull',
  'tooManyLists',
  'notCollaborator',
  'ownerOnly',
  'notCollaborative',
  'notFriends',
  'collaboratorNotFound',
  'tooManyCollaborators',
] as const;
export type ListError = (typeof LIST_ERRORS)[number];

/** The English message of every list error (the API sends these; the web app has them in en and tr). */
export const LIST_MESSAGES: Record<ListInputError | ListError, string> = {
  nameRequired: 'Please give the list a name.',
  nameTooLong: `A list name can be at most ${LIST_LIMITS.nameMaxLength} characters long.`,
  descriptionTooLong: `A description can be at most ${LIST_LIMITS.descriptionMaxLength} characters long.`,
  noteTooLong: `A note can be at most ${LIST_LIMITS.noteMaxLength} characters long.`,
  listNotFound: 'List not found.',
  titleNotFound: 'This title is not in the catalog.',
  alreadyInList: 'This title is already in the list.',
  itemNotFound: 'This title is not in the list.',
  positionOutOfRange: 'There is no such place in the list.',
  listFull: `A list can hold at most ${LIST_LIMITS.itemsPerList} titles.`,
  tooManyLists: `You can have at most ${LIST_LIMITS.listsPerOwner} lists.`,
  notCollaborator: "Only the list's owner and collaborators can change its titles.",
  ownerOnly: "Only the list's owner can do that.",
  notCollaborative: 'Make the list collaborative before inviting friends.',
  notFriends: 'You can only invite a friend to a list.',
  collaboratorNotFound: 'This person is not a collaborator of the list.',
  tooManyCollaborators: `A list can have at most ${LIST_LIMITS.collaboratorsPerList} collaborators.`,
};
