import type { calendar as en } from '../en/calendar';

/** Yayın takvimi ve iCal akışı (issue 26 §2). */
export const calendar: typeof en = {
  heading: 'Yayın takvimi',
  intro:
    'İzlediğiniz ya da izleme listenizdeki dizilerin yeni bölümleri ve izleme listenizdeki filmler; bir hafta öncesinden bir ay sonrasına kadar.',
  loading: 'Takviminiz yükleniyor…',
  error: 'Takviminiz yüklenemedi.',
  retry: 'Tekrar dene',
  month: {
    heading: 'Ay',
    keys: 'Günler arasında ok tuşlarıyla gezinin; bir günün yayınlarını görmek için Enter’a basın.',
    releases_one: '{{count}} yayın',
    releases_other: '{{count}} yayın',
  },
  agenda: {
    heading: 'Ajanda',
    today: '(bugün)',
    movieRelease: 'Film vizyonu',
    reason: { watching: 'İzliyorsunuz', watchlist: 'İzleme listenizde' },
  },
  empty: {
    title: 'Bu haftalarda çıkan bir şey yok.',
    body: 'Bir dizi izleyin ya da izleme listenize yapım ekleyin; çıkış tarihleri burada görünür.',
  },
  feed: {
    heading: 'Takvim uygulamanıza abone olun',
    intro:
      'Google Takvim, Apple Takvim ya da Outlook için takviminize özel bir bağlantı. Bağlantıya sahip olan herkes yayınlarınızı görebilir; kimseyle paylaşmayın.',
    create: 'Bağlantı oluştur',
    reset: 'Bağlantıyı sıfırla',
    urlLabel: 'Takvim bağlantınız',
    copy: 'Bağlantıyı kopyala',
    copied: 'Bağlantı kopyalandı.',
    shownOnce:
      'Bu bağlantıyı yalnızca bir kez gösteriyoruz. Şimdi kopyalayın; dilediğinizde sıfırlayıp yenisini alabilirsiniz.',
    active: 'Takvim bağlantınız etkin. Bağlantıyı yalnızca bir kez gösteriyoruz; yenisi için sıfırlayın.',
    resetNote: 'Sıfırlayınca hemen yeni bir bağlantı oluşur ve eskisi çalışmaz.',
    error: 'Bağlantı oluşturulamadı. Lütfen tekrar deneyin.',
  },
  errors: {
    badTimeZone: 'Bu saat dilimi bilinmiyor. Europe/Istanbul gibi bir IANA saat dilimi gönderin.',
    feedNotFound: 'Böyle bir takvim akışı yok.',
  },
  signedOut: {
    message: 'Yayın takviminizi görmek için lütfen giriş yapın.',
    signIn: 'Giriş sayfasına git',
  },
};
