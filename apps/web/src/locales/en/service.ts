/**
 * The service page (/service: features, plans, AI technology, testimonials) and the membership page
 * (/service/membership). Prices and limits come from the contract's PLANS: texts interpolate them, never repeat them.
 */
export const service = {
  title: 'Services',
  intro:
    'Watchify helps you find your next movie or TV show, keep track of what you want to watch and share it with friends.',
  tabsLabel: 'About Watchify',
  tabs: {
    features: 'Features',
    membership: 'Membership',
    ai: 'AI Technology',
  },
  features: {
    heading: 'Everything in one place',
    items: {
      discover: {
        title: 'Discover',
        body: 'Top-rated and trending movies and TV shows, with trailers, cast and ratings on every title.',
      },
      search: {
        title: 'Advanced search',
        body: 'Search by title or person and narrow the results by genre, year, rating and running time.',
      },
      watchlist: {
        title: 'Watchlist',
        body: 'Save titles with one click and keep them in order, on every device you sign in on.',
      },
      comments: {
        title: 'Ratings and comments',
        body: 'Rate a title from 1 to 5 stars, write what you thought and read what others say.',
      },
      friends: {
        title: 'Friends and chat',
        body: 'Find friends by nickname, chat in real time and share a watchlist with a friend.',
      },
      personal: {
        title: 'Made for you',
        body: 'Personal recommendations, English or Turkish, a light or dark theme and an accessibility mode.',
      },
    },
  },
  plans: {
    heading: 'Choose your plan',
    intro: 'Everyone uses Watchify on the Free plan today. Paid plans are not available yet.',
    names: {
      free: 'Free',
      premium: 'Premium',
      family: 'Family',
    },
    taglines: {
      free: 'Everything you need to discover and share.',
      premium: 'For people who watch a lot.',
      family: 'One account for the whole household.',
    },
    period: {
      forever: 'forever',
      month: '/month',
    },
    priceLabel: {
      forever: '{{price}} forever',
      month: '{{price}} per month',
    },
    mostPopular: 'Most Popular',
    profiles_one: '{{count}} profile',
    profiles_other: 'Up to {{count}} profiles',
    devices_one: 'Signed in on {{count}} device at a time',
    devices_other: 'Signed in on up to {{count}} devices at a time',
    highlights: {
      discovery: 'Trending and top-rated titles with trailers',
      watchlist: 'Your own watchlist and shared watchlists',
      social: 'Friends, chat, ratings and comments',
      recommendations: 'Personal recommendations',
      everythingInFree: 'Everything in Free',
      prioritySupport: 'Priority answers from support',
      earlyAccess: 'Early access to new features',
      everythingInPremium: 'Everything in Premium',
      profileRecommendations: 'Separate recommendations for every profile',
    },
    getStarted: 'Get started free',
    currentPlan: 'Your current plan',
    notAvailable: 'Not available yet',
    notAvailableNote: 'Paid plans are not available yet: Watchify takes no payments.',
    seeMembership: 'See your membership',
  },
  ai: {
    heading: 'How Watchify’s AI helps you choose',
    items: {
      recommendations: {
        title: 'Recommendations that explain themselves',
        body: 'We score titles by the genres, movies and shows you picked, their ratings and popularity, and the likes and dislikes you give. Every recommendation says why it was chosen.',
      },
      search: {
        title: 'Search that forgives typos',
        body: 'Search understands small spelling mistakes, accents and partial words, so “godfathr” still finds The Godfather.',
      },
      assistant: {
        title: 'A chat assistant',
        body: 'The assistant button on every page answers questions about Watchify: how to register, sign in and use its features.',
      },
    },
    privacy:
      'Your preferences are used only to recommend titles to you. They are never sold or shown to other members.',
  },
  testimonials: {
    heading: 'What members say',
    items: {
      elif: {
        quote: 'I stopped scrolling for an hour every night. The recommendations know what I like.',
        name: 'Elif',
        role: 'Member since 2025',
      },
      can: {
        quote: 'Sharing a watchlist with my brother finally ended the “what do we watch” debate.',
        name: 'Can',
        role: 'Member since 2025',
      },
      maria: {
        quote: 'Trailers, cast and my friends’ ratings on one page — exactly what I wanted.',
        name: 'Maria',
        role: 'Member since 2026',
      },
    },
  },
  membership: {
    title: 'Membership',
    intro: 'Your plan and what each plan would add.',
    yourPlan: 'Your plan',
    signedInAs: 'Signed in as {{email}}',
    memberSince: 'Member since {{date}}',
    included: 'Included in your plan',
    otherPlans: 'Other plans',
    wouldAdd: 'What it would add',
    noPayments:
      'There are no payments in Watchify: everyone is on the Free plan, and nobody is ever charged. Paid plans are not available yet.',
    questions: 'Questions about plans?',
    contact: 'Contact us',
    help: 'Read the help center',
  },
};
