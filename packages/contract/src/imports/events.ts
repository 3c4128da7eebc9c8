/** Socket events of imports (server → the importing user's room). */
export const IMPORT_EVENTS = {
  /** An import of mine moved on (payload: `ImportJob`): counts, state, error. */
  progress: 'import:progress',
} as const;
