/**
 * The help center (/help): search, six FAQ categories, quick links. Answers quote prices, limits, hours and the support
 * address through interpolation ({{premiumPrice}} …) from the contract's service facts, never as written numbers.
 */
export const help = {
  title: 'Help Center',
  intro: 'Answers to common questions about Watchify. Search, or pick a category.',
  search: {
    label: 'Search help articles',
    placeholder: 'Type a question or a keyword...',
    clear: 'Clear search',
    results_one: '{{count}} answer for “{{query}}”',
    results_other: '{{count}} answers for “{{query}}”',
    noMatches: 'No questions match “{{query}}”.',
    noMatchesHint: 'Try other words, pick a category, or ask us directly.',
  },
  categoriesLabel: 'FAQ categories',
  categories: {
    general: 'General',
    accountBilling: 'Account & Billing',
    streamingPlayback: 'Streaming & Playback',
    devicesApps: 'Devices & Apps',
    contentFeatures: 'Content & Features',
    troubleshooting: 'Troubleshooting',
  },
  /** Each question: its text, its answer, and `keywords`, other words people search with for it (not shown). */
  faq: {
    general: {
      whatIs: {
        keywords: 'about purpose overview discover',
        question: 'What is Watchify?',
        answer:
          'Watchify is a place to discover movies and TV shows: browse top-rated and trending titles, watch trailers, rate and comment, keep a watchlist, get personal recommendations and share what you love with friends.',
      },
      fullMovies: {
        keywords: 'stream streaming watch online free episodes series',
        question: 'Can I watch full movies or episodes on Watchify?',
        answer:
          'No. Watchify does not stream films or episodes. It helps you decide what to watch: trailers play from YouTube, and every title shows its story, cast and ratings.',
      },
      dataSource: {
        keywords: 'tmdb imdb database source information score',
        question: 'Where do the titles and ratings come from?',
        answer:
          'Title details, posters and ratings come from The Movie Database (TMDB). The star ratings and comments under a title are written by Watchify members.',
      },
      languages: {
        keywords: 'language english turkish türkçe translation',
        question: 'Which languages does Watchify speak?',
        answer:
          'English and Turkish. Switch with the Language menu at the bottom of every page; your choice is remembered on this device.',
      },
    },
    accountBilling: {
      createAccount: {
        keywords: 'sign up signup register registration join new account',
        question: 'How do I create an account?',
        answer:
          'Choose Sign In, then register. Fill in your personal details, then pick a few genres, movies and TV shows you like: that is where your recommendations start.',
      },
      plans: {
        keywords: 'price prices pricing cost fee subscription membership premium family free',
        question: 'What plans are there and what do they cost?',
        answer:
          'Free costs {{freePrice}}, forever. Premium would cost {{premiumPrice}} a month, and Family {{familyPrice}} a month for up to {{familyProfiles}} profiles. Paid plans are not available yet, so everyone is on Free.',
      },
      charges: {
        keywords: 'payment pay card credit billing invoice refund money',
        question: 'Will I ever be charged?',
        answer:
          'No. Watchify takes no payments and never asks for card details. If paid plans arrive one day, your account stays on Free unless you choose otherwise.',
      },
      changeDetails: {
        keywords: 'edit profile avatar picture username update',
        question: 'How do I change my name, nickname or photo?',
        answer:
          'Open your profile and choose Edit Profile. You can change your name, nickname, city, birth date, occupation and photo; your e-mail address and country stay as they are.',
      },
    },
    streamingPlayback: {
      trailers: {
        keywords: 'video play watch clip preview',
        question: 'How do I play a trailer?',
        answer:
          'Open a title: when it has a trailer, the trailer plays at the top of its details. Trailers are YouTube videos played inside Watchify.',
      },
      trailerNotPlaying: {
        keywords: 'video error blocked not working black screen ad blocker',
        question: 'A trailer does not play. What can I do?',
        answer:
          'Some trailers are blocked in certain countries or removed by their owner on YouTube. Check that your browser and any content blocker allow YouTube videos, then reload the page.',
      },
      quality: {
        keywords: 'hd 4k resolution captions subtitle',
        question: 'Can I choose the video quality or subtitles?',
        answer: 'Trailers use YouTube’s player: quality and subtitles are in the player’s own settings menu.',
      },
      whereToWatch: {
        keywords: 'stream streaming netflix cinema buy rent',
        question: 'Where can I watch a film I found?',
        answer:
          'Watchify does not sell or stream films. Look for it at the streaming services or cinemas in your country, and keep it on your watchlist so you do not forget it.',
      },
    },
    devicesApps: {
      devices: {
        keywords: 'phone mobile tablet computer browser tv',
        question: 'Which devices can I use?',
        answer:
          'Any up-to-date web browser on a phone, tablet or computer. There is nothing to install, and your watchlist is the same on every device.',
      },
      app: {
        keywords: 'android ios iphone download install store application',
        question: 'Is there a mobile app?',
        answer:
          'Not yet. The website adapts to small screens, and you can add it to your home screen from your browser’s menu.',
      },
      deviceLimit: {
        keywords: 'devices limit simultaneous sessions how many',
        question: 'On how many devices can I be signed in?',
        answer:
          'The Free plan includes {{freeDevices}} devices at the same time; Premium would include {{premiumDevices}}, and Family {{familyDevices}}. Watchify does not sign anyone out for using more devices today.',
      },
      signOut: {
        keywords: 'log out logout sign off session everywhere other devices change password',
        question: 'How do I sign out on a shared computer?',
        answer:
          'Choose Sign out in the header. It ends your session on that device at once. To sign out on every other device too, change your password on your Profile page.',
      },
    },
    contentFeatures: {
      recommendations: {
        keywords: 'suggestions recommended for you like dislike personal',
        question: 'How are my recommendations chosen?',
        answer:
          'From the genres, movies and shows you picked, the ratings and popularity of titles, and the likes and dislikes you give. Each recommendation says why it was chosen.',
      },
      watchlist: {
        keywords: 'list save bookmark later favourites favorites',
        question: 'How does the watchlist work?',
        answer:
          'Choose the bookmark on a title to add it, and again to remove it. You can share your watchlist with a friend, and both of you can add titles to the shared list.',
      },
      friends: {
        keywords: 'chat message friend request add friends',
        question: 'How do friends and chat work?',
        answer:
          'Find people by nickname on the Friends page and send a request. Once they accept, you can chat with them and share a watchlist.',
      },
      comments: {
        keywords: 'review rating stars rate comment',
        question: 'Can I rate and review titles?',
        answer:
          'Yes, once you are signed in: one comment with 1 to 5 stars per title. You can edit or delete your own comment at any time.',
      },
    },
    troubleshooting: {
      cannotSignIn: {
        keywords: 'login log in password forgot reset locked',
        question: 'I cannot sign in.',
        answer:
          'Check your e-mail address and password (passwords are case-sensitive). After many failed attempts, wait a minute before trying again. Forgot your password? Write to us from the Contact page with the e-mail address you registered with, and we will set a new one for you.',
      },
      pageBroken: {
        keywords: 'error bug blank loading crash',
        question: 'A page does not load or looks broken.',
        answer:
          'Reload the page. If it keeps happening, try another browser or clear this site’s data in your browser, and tell us which page it was.',
      },
      missingTitle: {
        keywords: 'search not found movie show missing typo',
        question: 'I cannot find a title.',
        answer:
          'Search with fewer words or another spelling: small typos are forgiven. Each advanced filter narrows the results, so clear the ones you do not need.',
      },
      reachSupport: {
        keywords: 'hours opening times contact email help phone customer service',
        question: 'How do I reach support?',
        answer: 'Write to us from the Contact page or at {{supportEmail}}. We answer {{supportHours}}.',
      },
    },
  },
  quickLinks: {
    heading: 'Quick links',
    membership: 'Plans and membership',
    profile: 'Edit your profile',
    watchlist: 'Your watchlist',
    friends: 'Find friends',
    search: 'Search titles',
    contact: 'Contact support',
  },
  stillNeedHelp: {
    heading: 'Still need help?',
    body: 'Our support team answers {{supportHours}}.',
    contact: 'Contact us',
  },
};
