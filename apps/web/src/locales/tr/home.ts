import type { home as en } from '../en/home';

export const home: typeof en = {
  hero: {
    title: 'Bir sonraki favori hikâyenizi keşfedin',
    body: 'En beğenilen filmlere ve dizilere göz atın, izleme listenizi tutun ve zevkinize göre öneriler alın.',
    cta: 'Önerileri Gör',
  },
  slider: {
    label: 'Bugün trend olanlar',
    eyebrow: 'Bugün trend',
    slide: '{{number}} / {{total}}',
    previous: 'Önceki slayt',
    next: 'Sonraki slayt',
    goTo: '{{number}}. slayta git',
    pause: 'Slayt gösterisini duraklat',
    play: 'Slayt gösterisini oynat',
    loading: 'Trend yapımlar yükleniyor...',
  },
  search: {
    heading: 'İzleyecek bir şey bulun',
  },
  filters: {
    heading: 'En iyi yapımları filtrele',
    yearFrom: 'Başlangıç yılı',
    yearTo: 'Bitiş yılı',
    ratingMin: 'En düşük puan',
    ratingMax: 'En yüksek puan',
    genres: 'Türler',
    genresAny: 'Tüm türler',
    genresSelected_one: '{{count}} tür',
    genresSelected_other: '{{count}} tür',
    genresHint: 'Bir yapım seçtiğiniz türlerin hepsine sahip olmalıdır.',
    clear: 'Filtreleri temizle',
    noMatch: 'Bu filtrelere uyan yapım yok.',
    yearOrder: '"Başlangıç yılı", "Bitiş yılı"ndan sonra olamaz.',
    ratingOrder: 'En düşük puan, en yüksek puandan büyük olamaz.',
    showing: '{{totalMovies}} filmden {{movies}} tanesi ve {{totalShows}} diziden {{shows}} tanesi gösteriliyor.',
  },
  features: {
    heading: 'Ne izleyeceğinizi seçmek için ihtiyacınız olan her şey',
    intro: 'Watchify keşfetmeyi, planlamayı ve paylaşmayı tek bir yerde buluşturur.',
    watchlist: {
      title: 'İzleme listeleri',
      body: 'Filmleri ve dizileri tek tıkla sonraya kaydedin, bir listeyi arkadaşınızla paylaşıp birlikte film gecesi planlayın.',
    },
    friends: {
      title: 'Arkadaşlar ve sohbet',
      body: 'Zevkinizi paylaşan kişileri bulun, arkadaşlık isteği gönderin ve sıradaki yapım hakkında anlık sohbet edin.',
    },
    recommendations: {
      title: 'Öneriler',
      body: 'Sevdiğiniz türleri ve yapımları söyleyin, önerileri beğenin ya da beğenmeyin; seçimler zevkinizi öğrensin.',
    },
    assistant: {
      title: 'Asistan',
      body: 'Yerleşik sohbet asistanına Watchify’ın nasıl çalıştığını, nasıl kayıt olacağınızı ya da takıldığınızda ne yapacağınızı sorun.',
    },
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
