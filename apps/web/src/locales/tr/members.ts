import type { members as en } from '../en/members';

/** Üye profil sayfaları (/u/:nickname). */
export const members: typeof en = {
  nickname: '@{{nickname}}',
  loading: 'Profil yükleniyor…',
  error: 'Profil yüklenemedi.',
  retry: 'Yeniden dene',
  notFound: 'Üye bulunamadı',
  notFoundHint: 'Bu kullanıcı adına sahip bir üye yok.',
  you: 'Bu sizsiniz',
  friend: 'Arkadaş',
  counts: {
    label: 'Sayılarla',
    watched_one: '{{count}} izlenen yapım',
    watched_other: '{{count}} izlenen yapım',
    lists_one: '{{count}} liste',
    lists_other: '{{count}} liste',
    friends_one: '{{count}} arkadaş',
    friends_other: '{{count}} arkadaş',
  },
  stats: 'İstatistikleri gör',
  editProfile: 'Profili düzenle',
  privacy: 'Bunu kimler görür',
  hidden: '{{name}} etkinliklerini ve listelerini sizinle paylaşmıyor.',
  listsHeading: 'Listeler',
  activityHeading: 'Son etkinlikler',
};
