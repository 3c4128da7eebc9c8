import type { NotificationType } from './rules.js';

/** What a notification names, besides its type. */
export interface NotificationWords {
  /** Who did it (their display name), when someone did. */
  actor: string | null;
  /** What it is about (a title, a list, a show's episode), when anything. */
  subject: string | null;
}

type Texts = Record<NotificationType, (words: { actor: string; subject: string }) => string>;

/**
 * A notification's sentence in each interface language: the one place for them, read by the notification centre in
 * the app and by the push sent to a device (in the language that device chose).
 */
const TEXTS: Record<'en' | 'tr', Texts> = {
  en: {
    friendRequestReceived: ({ actor }) => `${actor} sent you a friend request.`,
    friendRequestAccepted: ({ actor }) => `${actor} accepted your friend request.`,
    chatMessage: ({ actor }) => `${actor} sent you a message.`,
    sharedListChanged: ({ actor, subject }) => `${actor} changed the list "${subject}".`,
    listInvitation: ({ actor, subject }) => `${actor} added you to the list "${subject}".`,
    reviewLiked: ({ actor, subject }) => `${actor} liked your review of ${subject}.`,
    reviewReplied: ({ actor, subject }) => `${actor} replied to your review of ${subject}.`,
    episodeAired: ({ subject }) => `A new episode aired: ${subject}.`,
  },
  tr: {
    friendRequestReceived: ({ actor }) => `${actor} size arkadaşlık isteği gönderdi.`,
    friendRequestAccepted: ({ actor }) => `${actor} arkadaşlık isteğinizi kabul etti.`,
    chatMessage: ({ actor }) => `${actor} size bir mesaj gönderdi.`,
    sharedListChanged: ({ actor, subject }) => `${actor} "${subject}" listesini değiştirdi.`,
    listInvitation: ({ actor, subject }) => `${actor} sizi "${subject}" listesine ekledi.`,
    reviewLiked: ({ actor, subject }) => `${actor}, ${subject} yorumunuzu beğendi.`,
    reviewReplied: ({ actor, subject }) => `${actor}, ${subject} yorumunuzu yanıtladı.`,
    episodeAired: ({ subject }) => `Yeni bölüm yayında: ${subject}.`,
  },
};

/** Someone whose name is not known any more (an account deleted since). */
const SOMEONE = { en: 'Someone', tr: 'Birisi' } as const;

export function notificationText(type: NotificationType, words: NotificationWords, language: 'en' | 'tr'): string {
  return TEXTS[language][type]({ actor: words.actor ?? SOMEONE[language], subject: words.subject ?? '' });
}
