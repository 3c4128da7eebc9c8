/** Automatic tracking from media servers (issue 27 §2). */
export const mediaServers = {
  title: 'Media server',
  intro:
    'Have what you watch on Jellyfin, Plex or Emby tracked by itself: a movie or an episode you finish there is logged in your diary, and a rating you give in Plex becomes your rating here.',
  link: 'Media server tracking',
  servers: { jellyfin: 'Jellyfin', plex: 'Plex', emby: 'Emby' },
  url: {
    heading: 'Your webhook URL',
    intro:
      'Your media server sends what you watch to this private address. Anyone with it can add plays to your diary, so keep it to yourself.',
    create: 'Create webhook URL',
    reset: 'Reset URL',
    label: 'Your webhook URL',
    copy: 'Copy URL',
    copied: 'URL copied.',
    shownOnce: 'We show this URL only once. Copy it now; you can always reset it for a new one.',
    active: 'Your webhook URL is active. We show it only once; reset it to get a new one.',
    resetNote: 'Resetting makes a new URL at once, and the old one stops working.',
    confirmTitle: 'Reset your webhook URL?',
    confirmMessage:
      'Your media servers stop being tracked until you give them the new URL. The old URL stops working at once.',
    confirm: 'Reset URL',
    cancel: 'Cancel',
  },
  setup: {
    heading: 'Setting up your server',
    jellyfin: [
      'In Dashboard › Plugins › Catalog, install the “Webhook” plugin and restart Jellyfin.',
      'In Dashboard › Plugins › Webhook, add a “Generic Destination” and paste your webhook URL as its Webhook URL.',
      'Tick the “Playback Stop” notification type and the Movies and Episodes item types, and tick “Send All Properties”.',
      'Save. A movie or an episode you watch to the end (or past 90 %) is logged.',
    ],
    plex: [
      'Webhooks need a Plex Pass on the server owner’s account.',
      'In Plex Web, open Settings › Webhooks (under your account) and choose “Add Webhook”.',
      'Paste your webhook URL and save. Plex reports a movie or an episode when you have watched 90 % of it, and every rating you give.',
    ],
    emby: [
      'Webhooks need Emby Premiere.',
      'In Settings › Notifications, add a “Webhooks” notification and paste your webhook URL.',
      'Choose the “Playback stop” event (and your user), and save. A movie or an episode you watch to the end (or past 90 %) is logged.',
    ],
  },
  unmatched: {
    heading: 'Not matched',
    intro:
      'What your server sent but we could not find in the catalog (the last 20). Log these by hand from the title’s page, then dismiss them.',
    empty: 'Nothing here: every play your server sent was matched.',
    error: 'This list could not be loaded.',
    episode: 'S{{season}} E{{episode}}',
    kind: { movie: 'Movie', tv: 'Episode' },
    dismiss: 'Dismiss',
    dismissLabel: 'Dismiss {{name}}',
  },
  errors: {
    webhookNotFound: 'This webhook URL does not exist. Copy the current one from Settings › Media server.',
    webhookBadPayload:
      'This is not a Jellyfin, Plex or Emby webhook we can read. Send the Jellyfin webhook plugin’s JSON, Plex’s "payload" form field or Emby’s "data" field.',
    unmatchedNotFound: 'This unmatched delivery is no longer in your list.',
    unknown: 'Something went wrong. Please try again.',
  },
};
