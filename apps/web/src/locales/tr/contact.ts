import { CONTACT_LIMITS } from '@watchify/contract';
import type { contact as en } from '../en/contact';

export const contact: typeof en = {
  title: 'İletişim',
  intro:
    'Watchify ile ilgili bir sorunuz, fikriniz ya da sorununuz mu var? Bize yazın, destek ekibimiz e-postayla yanıtlasın.',
  info: {
    heading: 'Bize nasıl ulaşırsınız',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-posta',
    hours: 'Destek saatleri',
    timeZone: 'Saatler {{zone}} saat dilimindedir',
  },
  form: {
    heading: 'Bize mesaj gönderin',
    required: 'Konu dışındaki tüm alanlar zorunludur.',
    fullName: 'Ad Soyad',
    email: 'E-posta',
    subject: 'Konu (isteğe bağlı)',
    message: 'Mesaj',
    send: 'Mesaj Gönder',
    sending: 'Gönderiliyor...',
    success: 'Teşekkürler! Mesajınız gönderildi. E-posta adresinize yanıt vereceğiz.',
  },
  errors: {
    requiredFields: 'Lütfen tüm zorunlu alanları doldurun',
    emailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
    fullNameTooLong: `Adınız en fazla ${CONTACT_LIMITS.fullNameMax} karakter olabilir.`,
    emailTooLong: `E-posta adresi en fazla ${CONTACT_LIMITS.emailMax} karakter olabilir.`,
    subjectTooLong: `Konu en fazla ${CONTACT_LIMITS.subjectMax} karakter olabilir.`,
    messageTooLong: `Mesaj en fazla ${CONTACT_LIMITS.messageMax} karakter olabilir.`,
    contactRateLimited: 'Kısa sürede birkaç mesaj gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin.',
    sendFailed: 'Mesajınız gönderilemedi. Lütfen tekrar deneyin.',
  },
};
