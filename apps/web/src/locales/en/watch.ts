/** Where to watch (issue 26 §1): the detail view's section, the services settings and their errors. */
export const watch = {
  detail: {
    heading: 'Where to watch in {{region}}',
    none: 'No streaming, rental or purchase offers in {{region}} right now.',
    pickServices: 'Pick your services',
    changeServices: 'Your services and region',
  },
  kinds: {
    flatrate: 'Stream',
    free: 'Free',
    ads: 'With ads',
    rent: 'Rent',
    buy: 'Buy',
  },
  attribution: 'Where-to-watch data by JustWatch, via TMDB.',
  settings: {
    link: 'Where to watch: your region and services',
    linkIntro: 'Choose the region for where-to-watch and the streaming services you have.',
    title: 'Your region and services',
    intro:
      'Where to watch shows the offers of your region, which can differ from your interface language. Tick the services you have: search and trending can then show only what is on them, and cards mark those titles.',
    loading: 'Loading your services…',
    loadError: 'Your services could not be loaded. Please try again.',
    region: 'Region',
    automatic: 'Automatic ({{region}})',
    services: 'Your services in {{region}}',
    servicesHint: 'Streaming, free and ad-supported services with titles in our catalog.',
    loadingServices: 'Loading the services of this region…',
    noServices: 'We know of no streaming services in {{region}} yet.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your region and services are saved.',
    saveError: 'Your choices could not be saved. Please try again.',
  },
  errors: {
    unknownRegion: 'This region is unknown. Send a two-letter country code such as TR or US.',
    unknownService: 'One of these services is unknown.',
    tooManyServices: 'Pick at most 50 services.',
    servicesNeedSignIn: 'Sign in to see what is on your services.',
  },
};
