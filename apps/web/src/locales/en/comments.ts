import { COMMENT_LIMITS, COMMENT_MESSAGES } from '@watchify/contract';

/** Ratings and comments in the title detail (product §2, §4 Comment, §5, §8 Comments). */
export const comments = {
  title: 'Comments',
  averageUserRating: 'Average user rating',
  averageValue: '{{value}} / 5',
  ratingCount_one: '({{count}} rating)',
  ratingCount_other: '({{count}} ratings)',
  noRatings: 'No ratings yet',
  loginToComment: 'Please login to write a comment.',
  signIn: 'Sign In',
  /** The name of an author without a display name (product §3: the word for 'User'). */
  anonymous: 'User',
  form: {
    label: 'Your comment',
    rating: 'Your rating',
    selectRating: 'Select a rating',
    text: 'Comment',
    placeholder: 'Write your comment...',
    length: '{{count}} / {{max}} characters',
    submit: 'Submit',
    submitting: 'Submitting...',
    update: 'Update',
    updating: 'Updating...',
    cancel: 'Cancel',
    saved: 'You have commented on this title. Use Edit on your comment to change it.',
  },
  list: {
    label: 'Comments, newest first',
    empty: 'No comments yet.',
    loading: 'Loading...',
    error: 'Comments could not be loaded.',
    retry: 'Retry',
    loadMore: 'Show more comments',
    loadingMore: 'Loading...',
    stars: '{{count}} out of 5 stars',
    edited: 'edited',
    you: 'You',
    edit: 'Edit',
    delete: 'Delete',
  },
  confirmDelete: {
    title: 'Delete comment',
    message: 'Are you sure you want to delete this comment?',
    confirm: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  errors: {
    ...COMMENT_MESSAGES,
    textTooLong: `A comment can be at most ${COMMENT_LIMITS.textMax} characters long.`,
  },
};
