import type { people as en } from '../en/people';

/** Kişi sayfaları (/person/:id) ve seriler (/collection/:id ve bir filmin ayrıntısındaki serisi). */
export const people: typeof en = {
  loading: 'Yükleniyor…',
  error: 'Bu sayfa yüklenemedi.',
  retry: 'Yeniden dene',
  notFound: {
    personNotFound: 'Kişi bulunamadı',
    collectionNotFound: 'Seri bulunamadı',
  },
  errors: {
    personNotFound: 'Bu numaraya sahip bir kişi yok.',
    collectionNotFound: 'Bu numaraya sahip bir seri yok.',
  },
  person: {
    knownFor: 'Bilinen alanı',
    born: 'Doğum tarihi',
    died: 'Ölüm tarihi',
    placeOfBirth: 'Doğum yeri',
    noBiography: 'Biyografi bulunmuyor.',
    fromCatalog: 'Bu katalogdaki yapımlardan derlendi.',
    filmography: 'Filmografi',
    titles_one: '{{count}} yapım',
    titles_other: '{{count}} yapım',
    noCredits: 'Bu katalogda henüz yapımı yok.',
    asCharacter: '{{characters}} rolünde',
  },
  departments: {
    Acting: 'Oyunculuk',
    Directing: 'Yönetmenlik',
    Writing: 'Senaryo',
    Production: 'Yapımcılık',
    Editing: 'Kurgu',
    Camera: 'Kamera',
    Sound: 'Ses',
    Art: 'Sanat yönetimi',
    'Costume & Make-Up': 'Kostüm ve makyaj',
    'Visual Effects': 'Görsel efektler',
    Lighting: 'Işık',
    Crew: 'Ekip',
    Creator: 'Yaratıcı',
  },
  collection: {
    label: 'Seri',
    parts_one: '{{count}} film',
    parts_other: '{{count}} film',
    watchedCount: '{{total}} filmden {{watched}} tanesi izlendi',
    inOrder: 'Çıkış sırasıyla',
    partOf: 'Serinin parçası: {{name}}',
    watched: 'İzlendi',
    open: 'Serinin tümü: {{name}}',
  },
};
