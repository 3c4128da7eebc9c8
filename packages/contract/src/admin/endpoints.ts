/** The admin tools, for admins only (fill a pattern with `apiPath`). */
export const ADMIN_ENDPOINTS = {
  /** GET a page of accounts. */
  users: '/api/admin/users',
  /** POST: run the data-maintenance pass. */
  maintenance: '/api/admin/maintenance',
  /** POST: make two people friends. */
  friendships: '/api/admin/friendships',
  /** GET a page of contact-page messages. */
  contactMessages: '/api/admin/contact-messages',
  /** POST: mark a contact message read. */
  contactMessageRead: '/api/admin/contact-messages/:id/read',
  /** POST: mark a contact message unread. */
  contactMessageUnread: '/api/admin/contact-messages/:id/unread',
  /** GET a page of the audit log. */
  auditLog: '/api/admin/audit-log',
} as const;
