import type { notifications as en } from '../en/notifications';

/** Bildirim merkezi: başlıktaki zil, /notifications ve her türün ayarı. */
export const notifications: typeof en = {
  title: 'Bildirimler',
  intro: 'Arkadaşlık istekleri, yokken gelen mesajlar, beğeniler ve yanıtlar: olanlar, en yenisi önce.',
  bell: {
    label: 'Bildirimler',
    labelUnread_one: 'Bildirimler, {{count}} okunmamış',
    labelUnread_other: 'Bildirimler, {{count}} okunmamış',
  },
  unread: 'Okunmamış',
  markRead: 'Okundu işaretle',
  markReadNamed: 'Okundu işaretle: {{text}}',
  markAllRead: 'Tümünü okundu işaretle',
  seeAll: 'Tüm bildirimleri gör',
  panelEmpty: 'Yeni bir şey yok.',
  empty: 'Henüz bildirim yok. Arkadaşlık istekleri, mesajlar, beğeniler ve yanıtlar burada görünecek.',
  loading: 'Bildirimler yükleniyor…',
  error: 'Bildirimler yüklenemedi.',
  retry: 'Yeniden dene',
  loadMore: 'Daha fazla yükle',
  loadingMore: 'Yükleniyor…',
  settings: {
    heading: 'Bildirimler size nasıl ulaşsın',
    intro: 'Her tür için: uygulamada, bildirimleri açtığınız cihazlara anlık bildirim olarak da, ya da hiç.',
    types: {
      friendRequestReceived: 'Arkadaşlık istekleri',
      friendRequestAccepted: 'Kabul edilen arkadaşlık istekleri',
      chatMessage: 'Yokken gelen mesajlar',
      sharedListChanged: 'Paylaştığınız listelerdeki değişiklikler',
      listInvitation: 'Liste davetleri',
      reviewLiked: 'Yorumlarınıza gelen beğeniler',
      reviewReplied: 'Yorumlarınıza gelen yanıtlar',
      episodeAired: 'İzlediğiniz dizilerin yeni bölümleri',
    },
    deliveries: {
      inApp: 'Uygulamada',
      push: 'Uygulamada ve anlık bildirimle',
      off: 'Kapalı',
    },
    saved: 'Bildirim ayarları kaydedildi',
    failed: 'Ayar kaydedilemedi. Lütfen yeniden deneyin.',
  },
  errors: {
    notificationNotFound: 'Bu bildirim artık yok.',
  },
};
