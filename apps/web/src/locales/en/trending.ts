/** The trending pages (/movies and /shows). */
export const trending = {
  movies: {
    title: 'Trending Movies',
    error: 'Failed to load movies',
  },
  shows: {
    title: 'Trending TV Shows',
    error: 'Failed to load shows',
  },
  intro: 'What people are watching today, updated every day.',
  loading: 'Loading...',
  empty: 'Nothing is trending right now. Please check back later.',
  retry: 'Retry',
  onMyServices: {
    label: 'Only on my services',
    intro: 'The most popular titles on your services in {{region}}.',
    empty: 'None of these is on your services in {{region}}.',
  },
};
