/** Admin tools (product §2 Admin, §5 Admin friendship, §8 Admin messages; decision 017). */
export const ADMIN_LIMITS = {
  /** Rows per page of the users list, the contact messages and the audit log. */
  pageSize: 20,
  /** The longest search text accepted by the users list (longer than any e-mail we accept). */
  searchMax: 320,
} as const;

/** Error codes of the admin endpoints (`error.code`), each with a message in both locales. */
export const ADMIN_ERRORS = [
  'adminOnly',
  'sameUser',
  'userNotFound',
  'contactMessageNotFound',
  'maintenanceFailed',
] as const;
export type AdminError = (typeof ADMIN_ERRORS)[number];

/** What the audit log records (`action` of an entry). */
export const ADMIN_ACTIONS = [
  'users.maintenance',
  'friendships.create',
  'contact.markRead',
  'contact.markUnread',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
