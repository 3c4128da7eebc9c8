import type { auth as en } from '../en/auth';

export const auth: typeof en = {
  login: {
    title: 'Tekrar Hoş Geldiniz',
    subtitle: 'Watchify’a devam etmek için giriş yapın.',
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor...',
    noAccount: 'Watchify’da yeni misiniz?',
    createAccount: 'Hesap oluştur',
  },
  errors: {
    fillAllFields: 'Lütfen tüm alanları doldurun!',
    invalidCredentials: 'Geçersiz e-posta veya şifre!',
  },
};
