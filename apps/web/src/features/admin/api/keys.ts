/** Query keys of the admin screen; everything starts with 'admin' so a sign-out or role change clears it all. */
export const ADMIN_ROOT_KEY = ['admin'] as const;
export const ADMIN_USERS_ROOT_KEY = ['admin', 'users'] as const;
export const adminUsersQueryKey = (q: string, page: number) => ['admin', 'users', q, page] as const;
export const CONTACT_MESSAGES_ROOT_KEY = ['admin', 'contact-messages'] as const;
export const contactMessagesQueryKey = (page: number) => ['admin', 'contact-messages', page] as const;
export const AUDIT_LOG_ROOT_KEY = ['admin', 'audit-log'] as const;
export const auditLogQueryKey = (page: number) => ['admin', 'audit-log', page] as const;
