import type { trending as en } from '../en/trending';

export const trending: typeof en = {
  movies: {
    title: 'Trend Filmler',
    error: 'Filmler yüklenemedi',
  },
  shows: {
    title: 'Trend Diziler',
    error: 'Diziler yüklenemedi',
  },
  intro: 'Bugün herkesin izledikleri, her gün güncellenir.',
  loading: 'Yükleniyor...',
  empty: 'Şu anda trend olan bir yapım yok. Lütfen daha sonra tekrar bakın.',
  retry: 'Tekrar dene',
  onMyServices: {
    label: 'Yalnızca servislerimde olanlar',
    intro: '{{region}} bölgesinde servislerinizdeki en popüler yapımlar.',
    empty: '{{region}} bölgesinde servislerinizde bunlardan hiçbiri yok.',
  },
};
