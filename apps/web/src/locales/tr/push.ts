import type { push as en } from '../en/push';

/** Bu tarayıcıda anlık bildirimler (bildirimler sayfasının anlık bildirim bölümü). */
export const push: typeof en = {
  heading: 'Anlık bildirimler',
  explanation:
    'Watchify kapalıyken bir şey olduğunda bu cihazda bildirim alın: bir arkadaşlık isteği, bir mesaj, yorumunuza bir yanıt. Anlık bildirimler her tarayıcı ya da yüklü uygulama için ayrı açılır; hangi türlerin gönderileceğini bildirim ayarlarınız belirler.',
  turnOn: 'Anlık bildirimleri aç',
  turnOff: 'Anlık bildirimleri kapat',
  turningOn: 'Açılıyor…',
  turningOff: 'Kapatılıyor…',
  on: 'Bu tarayıcıda anlık bildirimler açık.',
  off: 'Bu tarayıcıda anlık bildirimler kapalı.',
  unsupported:
    'Bu tarayıcı anlık bildirim alamıyor. iPhone ya da iPad’de önce Watchify’ı Ana Ekran’a ekleyin, ardından bildirimleri yüklü uygulamada açın.',
  denied:
    'Bu tarayıcıda Watchify bildirimleri engellenmiş. Tarayıcının bu siteye ait ayarlarından izin verin, sonra buraya dönün.',
  dismissed: 'Anlık bildirimler kapalı kaldı: tarayıcı bildirim göstermek için izninizi alamadı.',
  failed: 'Anlık bildirimler açılamadı. Lütfen tekrar deneyin.',
  offFailed: 'Anlık bildirimler kapatılamadı. Lütfen tekrar deneyin.',
  errors: {
    endpointInvalid: 'Anlık bildirim aboneliğinin bir anlık bildirim servisinin https:// adresi olması gerekir.',
    keysInvalid: 'Anlık bildirim aboneliğinin anahtarları (p256dh ve auth) eksik ya da hatalı.',
    languageInvalid: 'Anlık bildirimler İngilizce (en) ya da Türkçe (tr) olabilir.',
  },
};
