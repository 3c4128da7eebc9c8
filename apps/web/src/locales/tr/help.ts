import type { help as en } from '../en/help';

export const help: typeof en = {
  title: 'Yardım Merkezi',
  intro: 'Watchify hakkında sık sorulan soruların yanıtları. Arayın ya da bir kategori seçin.',
  search: {
    label: 'Yardım makalelerinde ara',
    placeholder: 'Bir soru ya da anahtar kelime yazın...',
    clear: 'Aramayı temizle',
    results_one: '“{{query}}” için {{count}} yanıt',
    results_other: '“{{query}}” için {{count}} yanıt',
    noMatches: '“{{query}}” ile eşleşen soru yok.',
    noMatchesHint: 'Başka kelimeler deneyin, bir kategori seçin ya da doğrudan bize sorun.',
  },
  categoriesLabel: 'SSS kategorileri',
  categories: {
    general: 'Genel',
    accountBilling: 'Hesap ve Ödeme',
    streamingPlayback: 'Yayın ve Oynatma',
    devicesApps: 'Cihazlar ve Uygulamalar',
    contentFeatures: 'İçerik ve Özellikler',
    troubleshooting: 'Sorun Giderme',
  },
  faq: {
    general: {
      whatIs: {
        keywords: 'hakkında nedir amaç keşfet',
        question: 'Watchify nedir?',
        answer:
          'Watchify film ve dizi keşfetme yeridir: en beğenilen ve gündemdeki yapımlara göz atın, fragman izleyin, puan verip yorum yazın, izleme listesi tutun, kişisel öneriler alın ve sevdiklerinizi arkadaşlarınızla paylaşın.',
      },
      fullMovies: {
        keywords: 'izle yayın online çevrimiçi bölüm dizi ücretsiz',
        question: 'Watchify’da filmlerin ya da bölümlerin tamamını izleyebilir miyim?',
        answer:
          'Hayır. Watchify film ya da bölüm yayınlamaz. Ne izleyeceğinize karar vermenize yardım eder: fragmanlar YouTube’dan oynatılır, her yapımın konusu, oyuncuları ve puanları gösterilir.',
      },
      dataSource: {
        keywords: 'tmdb imdb veritabanı kaynak bilgi puan',
        question: 'Yapımlar ve puanlar nereden geliyor?',
        answer:
          'Yapım bilgileri, afişler ve puanlar The Movie Database’ten (TMDB) gelir. Bir yapımın altındaki yıldızlı puanları ve yorumları Watchify üyeleri yazar.',
      },
      languages: {
        keywords: 'dil ingilizce türkçe english çeviri',
        question: 'Watchify hangi dilleri konuşuyor?',
        answer:
          'Türkçe ve İngilizce. Her sayfanın altındaki Dil menüsünden değiştirin; seçiminiz bu cihazda hatırlanır.',
      },
    },
    accountBilling: {
      createAccount: {
        keywords: 'kayıt kaydol üye ol yeni hesap',
        question: 'Nasıl hesap oluştururum?',
        answer:
          'Giriş Yap’ı, ardından kayıt olmayı seçin. Kişisel bilgilerinizi doldurun, sonra sevdiğiniz birkaç türü, filmi ve diziyi seçin: önerileriniz buradan başlar.',
      },
      plans: {
        keywords: 'fiyat fiyatlar ücret abonelik üyelik premium aile ücretsiz',
        question: 'Hangi planlar var ve ücretleri ne kadar?',
        answer:
          'Ücretsiz plan süresiz {{freePrice}}. Premium aylık {{premiumPrice}}, Aile ise {{familyProfiles}} profile kadar aylık {{familyPrice}} olacak. Ücretli planlar henüz kullanılamıyor, bu yüzden herkes Ücretsiz planda.',
      },
      charges: {
        keywords: 'ödeme kart kredi kartı fatura iade para',
        question: 'Benden hiç ücret alınacak mı?',
        answer:
          'Hayır. Watchify ödeme almaz ve asla kart bilgisi istemez. Bir gün ücretli planlar gelirse, siz başka bir plan seçmedikçe hesabınız Ücretsiz planda kalır.',
      },
      changeDetails: {
        keywords: 'düzenle profil fotoğraf resim kullanıcı adı güncelle',
        question: 'Adımı, kullanıcı adımı ya da fotoğrafımı nasıl değiştiririm?',
        answer:
          'Profilinizi açıp Profili Düzenle’yi seçin. Adınızı, kullanıcı adınızı, şehrinizi, doğum tarihinizi, mesleğinizi ve fotoğrafınızı değiştirebilirsiniz; e-posta adresiniz ve ülkeniz aynı kalır.',
      },
    },
    streamingPlayback: {
      trailers: {
        keywords: 'fragman video oynat izle',
        question: 'Fragmanı nasıl oynatırım?',
        answer:
          'Bir yapımı açın: fragmanı varsa ayrıntıların en üstünde oynar. Fragmanlar Watchify içinde oynatılan YouTube videolarıdır.',
      },
      trailerNotPlaying: {
        keywords: 'video hata engellendi çalışmıyor siyah ekran reklam engelleyici',
        question: 'Fragman oynamıyor. Ne yapabilirim?',
        answer:
          'Bazı fragmanlar bazı ülkelerde engellenir ya da sahibi tarafından YouTube’dan kaldırılır. Tarayıcınızın ve içerik engelleyicinizin YouTube videolarına izin verdiğini kontrol edip sayfayı yenileyin.',
      },
      quality: {
        keywords: 'hd 4k çözünürlük altyazı',
        question: 'Video kalitesini ya da altyazıyı seçebilir miyim?',
        answer: 'Fragmanlar YouTube oynatıcısını kullanır: kalite ve altyazı oynatıcının kendi ayarlar menüsündedir.',
      },
      whereToWatch: {
        keywords: 'yayın netflix sinema satın al kirala',
        question: 'Bulduğum bir filmi nerede izleyebilirim?',
        answer:
          'Watchify film satmaz ya da yayınlamaz. Ülkenizdeki yayın hizmetlerine ya da sinemalara bakın; unutmamak için yapımı izleme listenizde tutun.',
      },
    },
    devicesApps: {
      devices: {
        keywords: 'telefon mobil tablet bilgisayar tarayıcı televizyon',
        question: 'Hangi cihazları kullanabilirim?',
        answer:
          'Telefon, tablet ya da bilgisayardaki güncel herhangi bir web tarayıcısını. Kurulacak bir şey yoktur ve izleme listeniz her cihazda aynıdır.',
      },
      app: {
        keywords: 'android ios iphone indir yükle mağaza uygulama',
        question: 'Mobil uygulama var mı?',
        answer:
          'Henüz yok. Web sitesi küçük ekranlara uyum sağlar; tarayıcınızın menüsünden ana ekranınıza ekleyebilirsiniz.',
      },
      deviceLimit: {
        keywords: 'cihaz sınır aynı anda oturum kaç',
        question: 'Kaç cihazda oturum açık olabilir?',
        answer:
          'Ücretsiz plan aynı anda {{freeDevices}} cihaz içerir; Premium {{premiumDevices}}, Aile ise {{familyDevices}} cihaz içerecek. Watchify bugün daha fazla cihaz kullandığınız için kimsenin oturumunu kapatmaz.',
      },
      signOut: {
        keywords: 'çıkış yap oturumu kapat her yerde diğer cihazlar şifre değiştir',
        question: 'Ortak kullanılan bir bilgisayarda nasıl çıkış yaparım?',
        answer:
          'Üst bilgideki Çıkış yap’ı seçin. Oturumunuz o cihazda hemen sona erer. Diğer tüm cihazlarda da çıkış yapmak için Profil sayfanızdan şifrenizi değiştirin.',
      },
    },
    contentFeatures: {
      recommendations: {
        keywords: 'öneri öneriler beğen beğenme kişisel',
        question: 'Önerilerim nasıl seçiliyor?',
        answer:
          'Seçtiğiniz türlerden, filmlerden ve dizilerden, yapımların puanından ve popülerliğinden, verdiğiniz beğenilerden ve beğenmemelerden. Her öneri neden seçildiğini söyler.',
      },
      watchlist: {
        keywords: 'liste kaydet yer imi sonra favori',
        question: 'İzleme listesi nasıl çalışır?',
        answer:
          'Bir yapımı eklemek için üzerindeki yer imini seçin, çıkarmak için yeniden seçin. İzleme listenizi bir arkadaşınızla paylaşabilirsiniz; ikiniz de paylaşılan listeye yapım ekleyebilirsiniz.',
      },
      friends: {
        keywords: 'sohbet mesaj arkadaşlık isteği arkadaş ekle',
        question: 'Arkadaşlar ve sohbet nasıl çalışır?',
        answer:
          'Arkadaşlar sayfasında kişileri kullanıcı adlarıyla bulun ve istek gönderin. Kabul ettiklerinde onlarla sohbet edebilir ve izleme listesi paylaşabilirsiniz.',
      },
      comments: {
        keywords: 'yorum puan yıldız değerlendirme',
        question: 'Yapımlara puan verip yorum yazabilir miyim?',
        answer:
          'Evet, giriş yaptıktan sonra: her yapıma 1 ile 5 yıldız arasında puanlı bir yorum. Kendi yorumunuzu istediğiniz zaman düzenleyebilir ya da silebilirsiniz.',
      },
    },
    troubleshooting: {
      cannotSignIn: {
        keywords: 'giriş oturum aç şifre parola unuttum sıfırla',
        question: 'Giriş yapamıyorum.',
        answer:
          'E-posta adresinizi ve şifrenizi kontrol edin (şifrelerde büyük-küçük harf önemlidir). Çok sayıda başarısız denemeden sonra tekrar denemeden önce bir dakika bekleyin. Şifrenizi mi unuttunuz? Kayıt olduğunuz e-posta adresiyle İletişim sayfasından bize yazın, sizin için yeni bir şifre belirleyelim.',
      },
      pageBroken: {
        keywords: 'hata sorun boş yüklenmiyor çöktü',
        question: 'Bir sayfa açılmıyor ya da bozuk görünüyor.',
        answer:
          'Sayfayı yenileyin. Sorun sürerse başka bir tarayıcı deneyin ya da tarayıcınızda bu sitenin verilerini temizleyin ve bize hangi sayfa olduğunu yazın.',
      },
      missingTitle: {
        keywords: 'arama bulunamadı film dizi eksik yazım',
        question: 'Bir yapımı bulamıyorum.',
        answer:
          'Daha az kelimeyle ya da başka bir yazımla arayın: küçük yazım hataları affedilir. Her gelişmiş filtre sonuçları daraltır; gerekmeyenleri temizleyin.',
      },
      reachSupport: {
        keywords: 'saat saatler çalışma saatleri iletişim e-posta yardım telefon müşteri hizmetleri',
        question: 'Destek ekibine nasıl ulaşırım?',
        answer:
          'İletişim sayfasından ya da {{supportEmail}} adresinden bize yazın. Yanıt saatlerimiz: {{supportHours}}.',
      },
    },
  },
  quickLinks: {
    heading: 'Hızlı bağlantılar',
    membership: 'Planlar ve üyelik',
    profile: 'Profilinizi düzenleyin',
    watchlist: 'İzleme listeniz',
    friends: 'Arkadaş bulun',
    search: 'Yapım arayın',
    contact: 'Destek ekibine yazın',
  },
  stillNeedHelp: {
    heading: 'Hâlâ yardıma mı ihtiyacınız var?',
    body: 'Destek ekibimizin yanıt saatleri: {{supportHours}}.',
    contact: 'Bize ulaşın',
  },
};
