import { LIST_MESSAGES } from '@watchify/contract';

/** A member's own lists (/lists, /lists/:id, the "Add to list" menu): the API's messages, by code, so far. */
export const lists = {
  errors: {
    ...LIST_MESSAGES,
    unknown: 'Something went wrong. Please try again.',
  },
};
