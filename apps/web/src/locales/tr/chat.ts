import type { chat as en } from '../en/chat';

/** Sohbet sayfası (product §2 Chat, §8 Chat). */
export const chat: typeof en = {
  title: 'Sohbet',
  friends: 'Arkadaşlar',
  selectFriend: 'Sohbete başlamak için soldan bir arkadaş seçin.',
  placeholder: 'Mesajınızı yazın...',
  messageLabel: 'Mesaj',
  send: 'Mesajı gönder',
  noFriends: 'Henüz sohbet edebileceğiniz bir arkadaşınız yok.',
  findFriends: 'Arkadaş bul',
  noMessages: 'Henüz mesaj yok. Bir merhaba deyin!',
  noMessagesShort: 'Henüz mesaj yok',
  loadEarlier: 'Önceki mesajları yükle',
  unread: 'Okunmamış mesaj: {{count}}',
  lastFromYou: 'Siz: {{text}}',
  conversationWith: '{{name}} ile sohbet',
  backToFriends: 'Arkadaşlara dön',
  sending: 'Gönderiliyor…',
  notSent: 'Gönderilemedi.',
  retry: 'Tekrar dene',
  charactersLeft: 'Kalan karakter: {{count}}',
  errors: {
    loadFriends: 'Arkadaşlar yüklenirken hata oluştu.',
    startChat: 'Sohbet başlatılırken hata oluştu.',
    watchMessages: 'Mesajlar izlenirken hata oluştu.',
    sendMessage: 'Mesaj gönderilirken hata oluştu.',
    emptyMessage: 'Göndermeden önce bir mesaj yazın.',
    messageTooLong: 'Bir mesaj en fazla {{max}} karakter olabilir.',
    notFriends: 'Yalnızca arkadaşlarınızla sohbet edebilirsiniz.',
    tooManyMessages: 'Çok hızlı mesaj gönderiyorsunuz. Lütfen biraz bekleyin.',
  },
};
