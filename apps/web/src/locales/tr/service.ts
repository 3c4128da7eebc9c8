import type { service as en } from '../en/service';

export const service: typeof en = {
  title: 'Hizmetler',
  intro:
    'Watchify bir sonraki filminizi ya da dizinizi bulmanıza, izlemek istediklerinizi takip etmenize ve arkadaşlarınızla paylaşmanıza yardımcı olur.',
  tabsLabel: 'Watchify hakkında',
  tabs: {
    features: 'Özellikler',
    membership: 'Üyelik',
    ai: 'Yapay Zekâ Teknolojisi',
  },
  features: {
    heading: 'Her şey tek bir yerde',
    items: {
      discover: {
        title: 'Keşfet',
        body: 'En çok beğenilen ve gündemdeki filmler ve diziler; her yapımda fragman, oyuncular ve puanlar.',
      },
      search: {
        title: 'Gelişmiş arama',
        body: 'Yapım ya da kişi adıyla arayın; sonuçları türe, yıla, puana ve süreye göre daraltın.',
      },
      watchlist: {
        title: 'İzleme listesi',
        body: 'Yapımları tek tıkla kaydedin; giriş yaptığınız her cihazda listeniz sizinle.',
      },
      comments: {
        title: 'Puanlar ve yorumlar',
        body: 'Bir yapıma 1–5 yıldız verin, düşüncelerinizi yazın ve başkalarının ne dediğini okuyun.',
      },
      friends: {
        title: 'Arkadaşlar ve sohbet',
        body: 'Arkadaşlarınızı kullanıcı adlarıyla bulun, anlık sohbet edin ve bir arkadaşınızla izleme listesi paylaşın.',
      },
      personal: {
        title: 'Size özel',
        body: 'Kişisel öneriler, Türkçe ya da İngilizce arayüz, açık ya da koyu tema ve erişilebilirlik modu.',
      },
    },
  },
  plans: {
    heading: 'Planınızı seçin',
    intro: 'Bugün herkes Watchify’ı Ücretsiz planla kullanıyor. Ücretli planlar henüz kullanılamıyor.',
    names: {
      free: 'Ücretsiz',
      premium: 'Premium',
      family: 'Aile',
    },
    taglines: {
      free: 'Keşfetmek ve paylaşmak için gereken her şey.',
      premium: 'Çok izleyenler için.',
      family: 'Bütün hane için tek hesap.',
    },
    period: {
      forever: 'süresiz',
      month: '/ay',
    },
    priceLabel: {
      forever: 'Süresiz {{price}}',
      month: 'Aylık {{price}}',
    },
    mostPopular: 'En Popüler',
    profiles_one: '{{count}} profil',
    profiles_other: '{{count}} profile kadar',
    devices_one: 'Aynı anda {{count}} cihazda oturum',
    devices_other: 'Aynı anda {{count}} cihaza kadar oturum',
    highlights: {
      discovery: 'Fragmanlarıyla gündemdeki ve en beğenilen yapımlar',
      watchlist: 'Kendi izleme listeniz ve paylaşılan listeler',
      social: 'Arkadaşlar, sohbet, puanlar ve yorumlar',
      recommendations: 'Kişisel öneriler',
      everythingInFree: 'Ücretsiz plandaki her şey',
      prioritySupport: 'Destek ekibinden öncelikli yanıt',
      earlyAccess: 'Yeni özelliklere erken erişim',
      everythingInPremium: 'Premium plandaki her şey',
      profileRecommendations: 'Her profil için ayrı öneriler',
    },
    getStarted: 'Ücretsiz başlayın',
    currentPlan: 'Şu anki planınız',
    notAvailable: 'Henüz kullanılamıyor',
    notAvailableNote: 'Ücretli planlar henüz kullanılamıyor: Watchify ödeme almıyor.',
    seeMembership: 'Üyeliğinizi görün',
  },
  ai: {
    heading: 'Watchify’ın yapay zekâsı seçmenize nasıl yardım eder',
    items: {
      recommendations: {
        title: 'Nedenini söyleyen öneriler',
        body: 'Yapımları seçtiğiniz türlere, filmlere ve dizilere, yapımların puanına ve popülerliğine, verdiğiniz beğenilere ve beğenmemelere göre puanlarız. Her öneri neden seçildiğini söyler.',
      },
      search: {
        title: 'Yazım hatalarını affeden arama',
        body: 'Arama küçük yazım hatalarını, aksanları ve yarım kelimeleri anlar; “godfathr” yazsanız da The Godfather’ı bulur.',
      },
      assistant: {
        title: 'Sohbet asistanı',
        body: 'Her sayfadaki asistan düğmesi Watchify hakkındaki sorularınızı yanıtlar: nasıl kayıt olunur, nasıl giriş yapılır ve özellikler nasıl kullanılır.',
      },
    },
    privacy: 'Tercihleriniz yalnızca size yapım önermek için kullanılır. Asla satılmaz ve başka üyelere gösterilmez.',
  },
  testimonials: {
    heading: 'Üyelerimiz ne diyor',
    items: {
      elif: {
        quote: 'Her akşam bir saat ekran kaydırmayı bıraktım. Öneriler neyi sevdiğimi biliyor.',
        name: 'Elif',
        role: '2025’ten beri üye',
      },
      can: {
        quote: 'Kardeşimle izleme listesi paylaşmak “ne izlesek” tartışmasını sonunda bitirdi.',
        name: 'Can',
        role: '2025’ten beri üye',
      },
      maria: {
        quote: 'Fragman, oyuncular ve arkadaşlarımın puanları tek sayfada — tam istediğim gibi.',
        name: 'Maria',
        role: '2026’dan beri üye',
      },
    },
  },
  membership: {
    title: 'Üyelik',
    intro: 'Planınız ve her planın neler katacağı.',
    yourPlan: 'Planınız',
    signedInAs: '{{email}} olarak giriş yapıldı',
    memberSince: 'Üyelik başlangıcı: {{date}}',
    included: 'Planınıza dahil olanlar',
    otherPlans: 'Diğer planlar',
    wouldAdd: 'Neler katardı',
    noPayments:
      'Watchify’da ödeme yoktur: herkes Ücretsiz plandadır ve kimseden asla ücret alınmaz. Ücretli planlar henüz kullanılamıyor.',
    questions: 'Planlar hakkında sorunuz mu var?',
    contact: 'Bize ulaşın',
    help: 'Yardım merkezini okuyun',
  },
};
