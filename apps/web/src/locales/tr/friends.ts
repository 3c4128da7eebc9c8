import type { friends as en } from '../en/friends';

export const friends: typeof en = {
  title: 'Arkadaşlar',
  intro: 'Kullanıcıları kullanıcı adlarıyla bulun, arkadaşlık isteklerini yanıtlayın ve arkadaşlarınızla sohbet edin.',
  status: {
    requestSent: 'Arkadaşlık isteği gönderildi',
    requestAccepted: 'Arkadaşlık isteği kabul edildi',
    requestRejected: 'Arkadaşlık isteği reddedildi',
    requestCancelled: 'Arkadaşlık isteği geri çekildi',
    friendsNow: '{{name}} ile artık arkadaşsınız',
    unfriended: '{{name}} artık arkadaşınız değil',
  },
  errors: {
    friendRequestAlreadySent: 'Bu kullanıcıya zaten arkadaşlık isteği gönderdiniz',
    friendRequestToSelf: 'Kendinize arkadaşlık isteği gönderemezsiniz.',
    alreadyFriends: 'Bu kullanıcıyla zaten arkadaşsınız.',
    userNotFound: 'Böyle bir kullanıcı yok.',
    friendRequestNotFound: 'Bu arkadaşlık isteği artık yok.',
    friendRequestHandled: 'Bu arkadaşlık isteği zaten yanıtlandı.',
    notFriends: 'Bu kullanıcıyla arkadaş değilsiniz.',
    requestError: 'Arkadaşlık isteği hatası',
    unfriendError: 'Arkadaş kaldırılamadı. Lütfen tekrar deneyin.',
    suggestions: 'Önerilen arkadaşlar yüklenirken hata oluştu',
    search: 'Kullanıcı aranırken bir hata oluştu',
    load: 'Kullanıcı bilgileri yüklenirken bir hata oluştu',
  },
  search: {
    heading: 'Arkadaş bul',
    label: 'Kullanıcıları kullanıcı adına göre ara',
    placeholder: 'Bir kullanıcı adı yazmaya başlayın...',
    hint: 'Kullanıcıları bulmak için kullanıcı adının başını yazın.',
    searching: 'Aranıyor...',
    empty: 'Kullanıcı bulunamadı.',
    results: 'Arama sonuçları',
  },
  person: {
    nickname: '@{{nickname}}',
  },
  relationship: {
    friend: 'Arkadaşsınız',
    requestSent: 'İstek gönderildi',
    requestReceived: 'Arkadaşınız olmak istiyor',
  },
  actions: {
    /** An action's accessible name: the visible word first, then whom it concerns. */
    named: '{{action}}: {{name}}',
    addFriend: 'Arkadaş ekle',
    accept: 'Kabul et',
    reject: 'Reddet',
    cancel: 'Geri çek',
    chat: 'Sohbet',
    unfriend: 'Arkadaşlıktan çıkar',
  },
  incoming: {
    heading: 'Arkadaşlık istekleri',
    empty: 'Şu anda arkadaşlık isteği yok.',
  },
  outgoing: {
    heading: 'Gönderilen istekler',
    empty: 'Yanıt bekleyen isteğiniz yok.',
  },
  suggestions: {
    heading: 'Önerilen arkadaşlar',
    intro: 'Sizinle aynı türleri seven kişiler.',
    empty: 'Henüz öneri yok. Sevdiğiniz türleri seven kişiler katıldıkça burada görünecekler.',
  },
  list: {
    heading: 'Arkadaşlarım',
    empty: 'Henüz arkadaşınız yok. Yukarıdan kullanıcı arayın ya da önerilerden birini seçin.',
    count_one: '{{count}} arkadaş',
    count_other: '{{count}} arkadaş',
  },
  unfriendDialog: {
    title: '{{name}} arkadaşlıktan çıkarılsın mı?',
    body: 'Artık arkadaş olmayacaksınız ve sohbet edemeyeceksiniz. Daha sonra yeni bir arkadaşlık isteği gönderebilirsiniz.',
    confirm: 'Arkadaşlıktan çıkar',
    cancel: 'Vazgeç',
  },
  loading: 'Yükleniyor...',
  retry: 'Tekrar dene',
};
