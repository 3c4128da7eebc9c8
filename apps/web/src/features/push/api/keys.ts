/** Query keys of web push. */
export const pushPublicKeyQueryKey = ['push', 'public-key'] as const;
