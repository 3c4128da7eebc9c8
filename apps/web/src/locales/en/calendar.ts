/** The release calendar and its iCal feed (issue 26 §2). */
export const calendar = {
  heading: 'Release calendar',
  intro:
    'New episodes of the shows you are watching or have on your watchlist, and the movies on your watchlist, from a week ago to a month ahead.',
  loading: 'Loading your calendar…',
  error: 'Your calendar could not be loaded.',
  retry: 'Try again',
  month: {
    heading: 'Month',
    keys: 'Use the arrow keys to move between days; press Enter to see a day’s releases.',
    releases_one: '{{count}} release',
    releases_other: '{{count}} releases',
  },
  agenda: {
    heading: 'Agenda',
    today: '(today)',
    movieRelease: 'Movie release',
    reason: { watching: 'You are watching', watchlist: 'On your watchlist' },
  },
  empty: {
    title: 'Nothing comes out in these weeks.',
    body: 'Watch a show or add titles to your watchlist, and their release dates will show here.',
  },
  feed: {
    heading: 'Subscribe in your calendar app',
    intro:
      'A private link to your calendar for Google Calendar, Apple Calendar or Outlook. Anyone with the link can see your releases, so keep it to yourself.',
    create: 'Create link',
    reset: 'Reset link',
    urlLabel: 'Your calendar link',
    copy: 'Copy link',
    copied: 'Link copied.',
    shownOnce: 'We show this link only once. Copy it now; you can always reset it for a new one.',
    active: 'Your calendar link is active. We show it only once; reset it to get a new one.',
    resetNote: 'Resetting makes a new link at once, and the old one stops working.',
    error: 'The link could not be made. Please try again.',
  },
  errors: {
    badTimeZone: 'This time zone is unknown. Send an IANA zone such as Europe/Istanbul.',
    feedNotFound: 'This calendar feed does not exist.',
  },
  signedOut: {
    message: 'Please sign in to see your release calendar.',
    signIn: 'Go to sign in',
  },
};
