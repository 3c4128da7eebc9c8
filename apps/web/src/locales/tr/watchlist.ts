import type { watchlist as en } from '../en/watchlist';

/** /watchlist sayfası (ekleme/çıkarma bildirimleri common içinde: her kart gösterir). */
export const watchlist: typeof en = {
  intro: 'Daha sonra izlemek için kaydettiğiniz her şey.',
  total_one: '{{count}} yapım',
  total_other: '{{count}} yapım',
  listLabel: 'Kaydedilen yapımlar',
  sort: {
    label: 'Sırala',
    options: {
      addedDesc: 'En yeni eklenen',
      addedAsc: 'En eski eklenen',
      titleAsc: 'Ad (A–Z)',
      titleDesc: 'Ad (Z–A)',
      yearDesc: 'Yıl (en yeni)',
      yearAsc: 'Yıl (en eski)',
    },
  },
  item: {
    types: { movie: 'Film', tv: 'Dizi' },
    added: '{{date}} tarihinde eklendi',
    details: 'Detaylar',
    detailsNamed: '{{title}} detayları',
    remove: 'Kaldır',
  },
  empty: {
    title: 'İzleme listeniz boş.',
    body: 'Herhangi bir karttaki yer imi düğmesiyle film ve dizileri kaydedin; burada sizi bekleyecekler.',
    movies: 'Trend filmler',
    shows: 'Trend diziler',
  },
  loading: 'İzleme listeniz yükleniyor...',
  error: 'İzleme listeniz yüklenemedi.',
  retry: 'Tekrar dene',
  page: {
    pagination: 'İzleme listesi sayfaları',
    previous: 'Önceki',
    next: 'Sonraki',
    pageOf: 'Sayfa {{page}} / {{total}}',
  },
};
