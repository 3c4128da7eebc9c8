/** The recommendations page (product §2 Recommendations, §8 Recommendations messages). */
export const recommendations = {
  intro: 'Picked for you from what you like, rate, save and dislike, and from what your friends love.',
  loading: 'Loading...',
  retry: 'Retry',
  refreshing: 'Updating your recommendations…',
  /** Product §8. */
  notice: {
    personalizedUnavailable: 'Personalized recommendations could not be loaded, popular content is shown.',
  },
  errors: {
    loadFailed: 'Content could not be loaded. Please try again later.',
    empty: 'No recommendations found. Please try again later.',
    userNotFound: 'User information not found',
    preferencesFailed: 'Failed to load user preferences. Please try again later.',
    saveFailed: 'Your choice could not be saved. Please try again.',
  },
  emptyNotice: 'Popular content is shown on the home page meanwhile.',
  like: 'Like {{title}}',
  dislike: 'Dislike {{title}}',
  liked: 'You like {{title}}. Your recommendations were updated.',
  disliked: '{{title}} will not be recommended again.',
  undone: 'Your choice for {{title}} was undone.',
  undo: 'Undo',
  reasonLabel: 'Why:',
  reasons: {
    becauseYouLiked: 'Because you liked {{title}}',
    becauseOnWatchlist: 'Because {{title}} is on your watchlist',
    becauseYouWatched: 'Because you watched {{title}}',
    friendsRated_one: '{{count}} friend rated it 4+',
    friendsRated_other: '{{count}} friends rated it 4+',
    favoriteGenre: 'Matches your favourite genre: {{genre}}',
    similarPeople: 'Liked by people with similar taste',
    somethingDifferent: 'Something different for you',
    popular: 'Popular right now',
    topRated: 'Highly rated',
  },
};
