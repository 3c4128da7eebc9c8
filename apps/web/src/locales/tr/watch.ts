import type { watch as en } from '../en/watch';

/** Nerede izlenir (issue 26 §1): detay görünümündeki bölüm, servis ayarları ve hataları. */
export const watch: typeof en = {
  detail: {
    heading: '{{region}} bölgesinde nerede izlenir',
    none: '{{region}} bölgesinde şu anda yayın, kiralama ya da satın alma seçeneği yok.',
    pickServices: 'Servislerinizi seçin',
    changeServices: 'Servisleriniz ve bölgeniz',
  },
  kinds: {
    flatrate: 'Yayında',
    free: 'Ücretsiz',
    ads: 'Reklamlı',
    rent: 'Kirala',
    buy: 'Satın al',
  },
  attribution: 'Nerede izlenir verileri JustWatch’tan, TMDB aracılığıyla.',
  settings: {
    link: 'Nerede izlenir: bölgeniz ve servisleriniz',
    linkIntro: 'Nerede izlenir için bölgenizi ve sahip olduğunuz yayın servislerini seçin.',
    title: 'Bölgeniz ve servisleriniz',
    intro:
      'Nerede izlenir, arayüz dilinizden farklı olabilen bölgenizin seçeneklerini gösterir. Sahip olduğunuz servisleri işaretleyin: arama ve trendler yalnızca onlarda olanları gösterebilir, kartlar da bu yapımları işaretler.',
    loading: 'Servisleriniz yükleniyor…',
    loadError: 'Servisleriniz yüklenemedi. Lütfen tekrar deneyin.',
    region: 'Bölge',
    automatic: 'Otomatik ({{region}})',
    services: '{{region}} bölgesindeki servisleriniz',
    servicesHint: 'Kataloğumuzda yapımı olan abonelikli, ücretsiz ve reklamlı servisler.',
    loadingServices: 'Bu bölgenin servisleri yükleniyor…',
    noServices: '{{region}} bölgesinde henüz bildiğimiz bir yayın servisi yok.',
    save: 'Kaydet',
    saving: 'Kaydediliyor…',
    saved: 'Bölgeniz ve servisleriniz kaydedildi.',
    saveError: 'Seçimleriniz kaydedilemedi. Lütfen tekrar deneyin.',
  },
  errors: {
    unknownRegion: 'Bu bölge bilinmiyor. TR ya da US gibi iki harfli bir ülke kodu gönderin.',
    unknownService: 'Bu servislerden biri bilinmiyor.',
    tooManyServices: 'En fazla 50 servis seçin.',
    servicesNeedSignIn: 'Servislerinizde olanları görmek için giriş yapın.',
  },
};
