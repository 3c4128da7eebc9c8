import type { home as en } from '../en/home';

export const home: typeof en = {
  hero: {
    title: 'Bir sonraki favori hikâyenizi keşfedin',
    body: 'En beğenilen filmlere ve dizilere göz atın, izleme listenizi tutun ve zevkinize göre öneriler alın.',
    cta: 'Önerileri Gör',
  },
  topMovies: 'En İyi Filmler',
  topShows: 'En İyi Diziler',
  seeAll: 'Tümünü Gör',
  loadingMovies: 'Filmler yükleniyor...',
  loadingShows: 'Diziler yükleniyor...',
  errorMovies: 'Filmler yüklenirken hata oluştu: {{message}}',
  errorShows: 'Diziler yüklenirken hata oluştu: {{message}}',
  empty: 'Henüz gösterilecek yapım yok.',
};
