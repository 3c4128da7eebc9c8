import type { assistant as en } from '../en/assistant';

export const assistant: typeof en = {
  open: 'Yapay zekâ asistanını aç',
  title: 'Yapay zekâ asistanı',
  minimize: 'Asistanı küçült',
  messages: 'Asistanla konuşma',
  inputLabel: 'Sorunuz',
  placeholder: 'Bir film, dizi ya da Watchify hakkında sorun…',
  send: 'Gönder',
  you: 'Siz',
  bot: 'Asistan',
  thinking: 'Asistan yazıyor…',
  loading: 'Asistan yükleniyor…',
  greetings: {
    hello: 'Merhaba! Ben Watchify asistanıyım.',
    helloMember: 'Merhaba {{name}}! Ben Watchify asistanıyım.',
    product:
      'Watchify ile film ve dizileri keşfedebilir, öneriler alabilir, izleme listenizi tutabilir, yapımları puanlayıp yorumlayabilir ve arkadaşlarınızla sohbet edebilirsiniz.',
    register:
      "Kayıt olmak için üst menüdeki 'Giriş Yap' bağlantısına, ardından 'Hesap oluştur'a tıklayın. Bilgilerinizi girip favori türlerinizi ve yapımlarınızı seçmeniz yeterli.",
    signIn: "Hesabınız varsa üst menüdeki 'Giriş Yap' bağlantısına tıklayıp e-posta adresinizi ve şifrenizi girin.",
    member:
      'Giriş yaptığınız için bana izleme listenizde ne olduğunu sorabilirsiniz. Önerilerinize, arkadaşlarınıza ve sohbetlerinize üst menüden ulaşabilirsiniz.',
    ask: "Bana kataloğumuzu sorabilirsiniz, örneğin 'Inception kaç dakika?' ya da 'Bana 90'lardan bir komedi öner'.",
  },
  errors: {
    failed: 'Bir hata oluştu, lütfen daha sonra tekrar deneyin.',
  },
};
