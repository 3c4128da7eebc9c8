import type { recommendations as en } from '../en/recommendations';

export const recommendations: typeof en = {
  intro:
    'Beğendiklerinizden, puanlarınızdan, kaydettiklerinizden ve beğenmediklerinizden, arkadaşlarınızın sevdiklerinden sizin için seçildi.',
  loading: 'Yükleniyor...',
  retry: 'Tekrar dene',
  refreshing: 'Önerileriniz güncelleniyor…',
  notice: {
    personalizedUnavailable: 'Kişiselleştirilmiş öneriler yüklenemedi, popüler içerikler gösteriliyor.',
  },
  errors: {
    loadFailed: 'İçerik yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    empty: 'Öneri bulunamadı. Lütfen daha sonra tekrar deneyin.',
    userNotFound: 'Kullanıcı bilgisi bulunamadı',
    preferencesFailed: 'Kullanıcı tercihleri yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    saveFailed: 'Seçiminiz kaydedilemedi. Lütfen tekrar deneyin.',
  },
  emptyNotice: 'Bu arada popüler içerikler ana sayfada gösteriliyor.',
  like: 'Beğen: {{title}}',
  dislike: 'Beğenme: {{title}}',
  liked: 'Beğendiniz: {{title}}. Önerileriniz güncellendi.',
  disliked: '{{title}} bir daha önerilmeyecek.',
  undone: '{{title}} için seçiminiz geri alındı.',
  undo: 'Geri al',
  reasonLabel: 'Neden:',
  reasons: {
    becauseYouLiked: '{{title}} yapımını beğendiğiniz için',
    becauseOnWatchlist: '{{title}} izleme listenizde olduğu için',
    becauseYouWatched: '{{title}} yapımını izlediğiniz için',
    friendsRated_one: '{{count}} arkadaşınız 4+ puan verdi',
    friendsRated_other: '{{count}} arkadaşınız 4+ puan verdi',
    favoriteGenre: 'Sevdiğiniz türe uyuyor: {{genre}}',
    similarPeople: 'Benzer zevkteki kişiler beğendi',
    somethingDifferent: 'Sizin için farklı bir şey',
    popular: 'Şu anda popüler',
    topRated: 'Yüksek puanlı',
  },
};
