import type { recommendations as en } from '../en/recommendations';

export const recommendations: typeof en = {
  intro:
    'Beğendiklerinden, puanlarından, kaydettiklerinden ve beğenmediklerinden, arkadaşlarının sevdiklerinden senin için seçildi.',
  loading: 'Yükleniyor...',
  retry: 'Tekrar dene',
  refreshing: 'Önerilerin güncelleniyor…',
  notice: {
    personalizedUnavailable: 'Kişiselleştirilmiş öneriler yüklenemedi, popüler içerikler gösteriliyor.',
  },
  errors: {
    loadFailed: 'İçerik yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    empty: 'Öneri bulunamadı. Lütfen daha sonra tekrar deneyin.',
    userNotFound: 'Kullanıcı bilgisi bulunamadı',
    preferencesFailed: 'Kullanıcı tercihleri yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    saveFailed: 'Seçimin kaydedilemedi. Lütfen tekrar dene.',
  },
  emptyNotice: 'Bu arada popüler içerikler ana sayfada gösteriliyor.',
  like: 'Beğen: {{title}}',
  dislike: 'Beğenme: {{title}}',
  liked: 'Beğendin: {{title}}. Önerilerin güncellendi.',
  disliked: '{{title}} bir daha önerilmeyecek.',
  undone: '{{title}} için seçimin geri alındı.',
  undo: 'Geri al',
  reasonLabel: 'Neden:',
  reasons: {
    becauseYouLiked: '{{title}} yapımını beğendiğin için',
    becauseOnWatchlist: '{{title}} izleme listende olduğu için',
    friendsRated_one: '{{count}} arkadaşın 4+ puan verdi',
    friendsRated_other: '{{count}} arkadaşın 4+ puan verdi',
    favoriteGenre: 'Sevdiğin türe uyuyor: {{genre}}',
    similarPeople: 'Benzer zevkteki kişiler beğendi',
    somethingDifferent: 'Senin için farklı bir şey',
    popular: 'Şu anda popüler',
    topRated: 'Yüksek puanlı',
  },
};
