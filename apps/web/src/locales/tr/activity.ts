import type { activity as en } from '../en/activity';

/** Arkadaş etkinlikleri (/feed ve ana sayfadaki kısa hâli) ve etkinliklerimi kimin göreceği. */
export const activity: typeof en = {
  title: 'Arkadaş etkinlikleri',
  intro: 'Arkadaşlarınızın izledikleri, puanladıkları ve listelerine ekledikleri; en yenisi önce.',
  homeHeading: 'Arkadaş etkinlikleri',
  seeAll: 'Tüm etkinlikleri gör',
  empty: 'Henüz bir şey yok. Arkadaşlarınız izledikçe, puanladıkça ya da liste yaptıkça burada görünecek.',
  findFriends: 'Arkadaş bul',
  loading: 'Etkinlikler yükleniyor…',
  error: 'Etkinlikler yüklenemedi.',
  retry: 'Yeniden dene',
  loadMore: 'Daha fazla yükle',
  loadingMore: 'Yükleniyor…',
  memberEmpty: 'Henüz bir şey yok.',
  spoiler: {
    notice: 'Bu yorum sürprizbozan içeriyor.',
    show: 'Sürprizbozanı göster',
    hide: 'Sürprizbozanı gizle',
  },
  stars_one: '{{count}} yıldız',
  stars_other: '{{count}} yıldız',
  did: {
    watched: '<title>{{title}}</title> izledi',
    watchedEpisode: '<title>{{title}}</title> {{code}} izledi',
    watchedSeason: '<title>{{title}}</title> {{season}}. sezonu izledi',
    reviewed: '<title>{{title}}</title> için puan verdi',
    listCreated: '<list>{{list}}</list> listesini oluşturdu',
    listItemAdded: '<title>{{title}}</title> yapımını <list>{{list}}</list> listesine ekledi',
  },
  privacy: {
    heading: 'Etkinliklerimi ve listelerimi kim görsün',
    intro: 'İzledikleriniz, puanlarınız ve listeleriniz seçtiğiniz kişilerin akışında ve profil sayfanızda görünür.',
    label: 'Etkinliklerimi kim görsün',
    options: { everyone: 'Herkes', friends: 'Arkadaşlarım', onlyMe: 'Yalnızca ben' },
    saved: 'Gizlilik ayarı kaydedildi',
    failed: 'Ayar kaydedilemedi. Lütfen yeniden deneyin.',
  },
};
