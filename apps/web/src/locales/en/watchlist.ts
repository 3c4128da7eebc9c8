/** The /watchlist page (the toggle's toasts are in common: every card shows them). */
export const watchlist = {
  intro: 'Everything you saved to watch later.',
  total_one: '{{count}} title',
  total_other: '{{count}} titles',
  listLabel: 'Saved titles',
  sort: {
    label: 'Sort by',
    options: {
      addedDesc: 'Newest first',
      addedAsc: 'Oldest first',
      titleAsc: 'Title (A–Z)',
      titleDesc: 'Title (Z–A)',
      yearDesc: 'Year (newest)',
      yearAsc: 'Year (oldest)',
    },
  },
  item: {
    types: { movie: 'Movie', tv: 'TV show' },
    added: 'Added {{date}}',
    details: 'Details',
    detailsNamed: 'Details of {{title}}',
    remove: 'Remove',
  },
  empty: {
    title: 'Your watchlist is empty.',
    body: 'Save movies and shows with the bookmark button on any card, and they will wait for you here.',
    movies: 'Trending movies',
    shows: 'Trending TV shows',
  },
  loading: 'Loading your watchlist...',
  error: 'Your watchlist could not be loaded.',
  retry: 'Try again',
  page: {
    pagination: 'Watchlist pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{total}}',
  },
};
