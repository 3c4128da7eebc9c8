/** Web push in the browser, for app/ to compose (a feature does not import another). */
export { PushSettings } from './components/push-settings';
export { unsubscribeThisBrowser, usePushLanguageSync } from './hooks/use-web-push';
