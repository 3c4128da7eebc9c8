import type { mediaServers as en } from '../en/media-servers';

/** Medya sunucularından otomatik takip (konu 27 §2). */
export const mediaServers: typeof en = {
  title: 'Medya sunucusu',
  intro:
    'Jellyfin, Plex veya Emby’de izlediklerin kendiliğinden takip edilsin: orada bitirdiğin bir film ya da bölüm günlüğüne eklenir, Plex’te verdiğin puan da buradaki puanın olur.',
  link: 'Medya sunucusu takibi',
  servers: { jellyfin: 'Jellyfin', plex: 'Plex', emby: 'Emby' },
  url: {
    heading: 'Webhook adresin',
    intro:
      'Medya sunucun izlediklerini bu özel adrese gönderir. Adrese sahip olan herkes günlüğüne izleme ekleyebilir; kimseyle paylaşma.',
    create: 'Webhook adresi oluştur',
    reset: 'Adresi sıfırla',
    label: 'Webhook adresin',
    copy: 'Adresi kopyala',
    copied: 'Adres kopyalandı.',
    shownOnce:
      'Bu adresi yalnızca bir kez gösteriyoruz. Şimdi kopyala; istediğin zaman sıfırlayıp yenisini alabilirsin.',
    active: 'Webhook adresin etkin. Adresi yalnızca bir kez gösteriyoruz; yenisi için sıfırla.',
    resetNote: 'Sıfırlamak hemen yeni bir adres oluşturur ve eskisi çalışmaz olur.',
    confirmTitle: 'Webhook adresin sıfırlansın mı?',
    confirmMessage: 'Yeni adresi verene kadar medya sunucuların takip edilmez. Eski adres hemen çalışmaz olur.',
    confirm: 'Adresi sıfırla',
    cancel: 'Vazgeç',
  },
  setup: {
    heading: 'Sunucunu ayarlamak',
    jellyfin: [
      'Pano › Eklentiler › Katalog’dan “Webhook” eklentisini kur ve Jellyfin’i yeniden başlat.',
      'Pano › Eklentiler › Webhook’ta bir “Generic Destination” ekle ve Webhook URL alanına webhook adresini yapıştır.',
      '“Playback Stop” bildirim türünü, Movies ve Episodes öğe türlerini ve “Send All Properties” seçeneğini işaretle.',
      'Kaydet. Sonuna kadar (ya da %90’ını geçerek) izlediğin film veya bölüm günlüğe eklenir.',
    ],
    plex: [
      'Webhook’lar için sunucu sahibinin hesabında Plex Pass gerekir.',
      'Plex Web’de Ayarlar › Webhooks’u (hesabının altında) aç ve “Add Webhook”u seç.',
      'Webhook adresini yapıştır ve kaydet. Plex, bir film ya da bölümün %90’ını izlediğinde ve verdiğin her puanda haber verir.',
    ],
    emby: [
      'Webhook’lar için Emby Premiere gerekir.',
      'Ayarlar › Bildirimler’de bir “Webhooks” bildirimi ekle ve webhook adresini yapıştır.',
      '“Playback stop” olayını (ve kullanıcını) seç ve kaydet. Sonuna kadar (ya da %90’ını geçerek) izlediğin film veya bölüm günlüğe eklenir.',
    ],
  },
  unmatched: {
    heading: 'Eşleşmeyenler',
    intro:
      'Sunucunun gönderdiği ama katalogda bulamadıklarımız (son 20). Bunları yapımın sayfasından elle ekle, sonra listeden kaldır.',
    empty: 'Burada bir şey yok: sunucunun gönderdiği her izleme eşleşti.',
    error: 'Bu liste yüklenemedi.',
    episode: '{{season}}. Sezon {{episode}}. Bölüm',
    kind: { movie: 'Film', tv: 'Bölüm' },
    dismiss: 'Kaldır',
    dismissLabel: '{{name}} kaydını listeden kaldır',
  },
  errors: {
    webhookNotFound: 'Böyle bir webhook adresi yok. Güncel adresi Ayarlar › Medya sunucusu’ndan kopyala.',
    webhookBadPayload:
      'Bu, okuyabildiğimiz bir Jellyfin, Plex veya Emby webhook’u değil. Jellyfin webhook eklentisinin JSON’unu, Plex’in "payload" form alanını ya da Emby’nin "data" alanını gönder.',
    unmatchedNotFound: 'Bu eşleşmeyen kayıt artık listende değil.',
    unknown: 'Bir şeyler ters gitti. Lütfen yeniden dene.',
  },
};
