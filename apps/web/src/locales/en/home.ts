/** Home page. */
export const home = {
  hero: {
    title: 'Discover your next favourite story',
    body: 'Browse top-rated movies and TV shows, keep a watchlist, and get recommendations shaped by what you love.',
    cta: 'Get Recommendations',
  },
  topMovies: 'Top Movies',
  topShows: 'Top TV Shows',
  seeAll: 'See All',
  loadingMovies: 'Loading movies...',
  loadingShows: 'Loading TV shows...',
  errorMovies: 'Error loading movies: {{message}}',
  errorShows: 'Error loading TV shows: {{message}}',
  empty: 'No titles to show yet.',
};
