import type { stats as en } from '../en/stats';

/** /stats sayfası: bir üyenin (ya da bir arkadaşının) izlediklerinin sayılarla dökümü. */
export const stats: typeof en = {
  title: 'İstatistikleriniz',
  /** /friends sayfasında bir arkadaşın satırında. */
  friendLink: 'İstatistikler',
  friendTitle: 'Arkadaşınızın istatistikleri',
  yearTitle: '{{year}} yılına bakış',
  intro: 'İzlediklerinizin sayılarla dökümü.',
  signedOut: {
    message: 'İstatistiklerinizi görmek için lütfen giriş yapın.',
    signIn: 'Giriş sayfasına git',
  },
  year: 'Dönem',
  allTime: 'Tüm zamanlar',
  totals: {
    label: 'Toplamlar',
    hours: 'İzlenen saat',
    hoursSplit: 'Filmler: {{movies}} saat · Bölümler: {{episodes}} saat',
    plays: 'İzleme',
    movies: 'Film',
    shows: 'Dizi',
    episodes: 'Bölüm',
    rewatches: 'Yeniden izleme',
    undated_one: 'Tarihsiz {{count}} izleme yalnızca toplamlarda sayılır.',
    undated_other: 'Tarihsiz {{count}} izleme yalnızca toplamlarda sayılır.',
  },
  perMonth: 'Aylara göre izlemeler',
  month: 'Ay',
  genres: 'Türler',
  genre: 'Tür',
  decades: 'On yıllar',
  decade: 'On yıl',
  // The suffix follows the decade's last spoken word: 1990'lar (doksan), 1980'ler (seksen).
  decadeName: "{{decade}}'lar",
  decadeName_ler: "{{decade}}'ler",
  playCount: 'İzleme',
  cast: 'En çok izlenen oyuncular',
  directors: 'En çok izlenen yönetmenler',
  plays_one: '{{count}} izleme',
  plays_other: '{{count}} izleme',
  topRated: 'En yüksek puan verdikleriniz',
  stars: '5 üzerinden {{count}} yıldız',
  none: 'Bu dönem için burada bir şey yok.',
  loading: 'İstatistikler yükleniyor...',
  error: 'İstatistikler yüklenemedi.',
  retry: 'Tekrar dene',
  empty: {
    message: 'Henüz kayıt yok — istatistiklerinizi görmek için izlediğiniz yapımları işaretleyin.',
    diary: 'Günlüğünüze gidin',
  },
  errors: { statsNotVisible: 'İstatistikleri yalnızca arkadaşlar birbirlerininkini görebilir.' },
};
