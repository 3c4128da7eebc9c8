import { useQueryClient } from '@tanstack/react-query';
import { isLanguage, type Language, PUSH_INPUT_ERRORS, type PushInputError } from '@watchify/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { pushPublicKeyQueryOptions } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';
import {
  base64UrlToBytes,
  browserSupportsPush,
  currentPushSubscription,
  subscribeBrowser,
  subscribedWithKey,
  subscriptionRequest,
} from '../browser-push';

/** Where push stands in this browser. */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** Why the last change did not happen: the person closed the prompt, it failed, or the server refused (its code). */
export type PushProblem = 'dismissed' | 'failed' | 'offFailed' | PushInputError;

const isPushInputError = (code: string): code is PushInputError =>
  (PUSH_INPUT_ERRORS as readonly string[]).includes(code);

/** The app's language, narrowed to ours. */
function useAppLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/**
 * Sends the subscription again whenever the app's language changes, so pushes are written in the language the member
 * reads the app in. Not on the first render: the server has the language the subscription was stored with.
 */
function useLanguageFollowing(subscription: PushSubscription | null): void {
  const language = useAppLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (subscription) savePushSubscription(subscriptionRequest(subscription, language)).catch(() => {});
  }, [subscription, language]);
}

/**
 * Push in this browser for the signed-in member: where it stands, and turning it on (permission, subscription with
 * the server's key, stored for the member in the app's language) or off.
 */
export function useWebPush() {
  const queryClient = useQueryClient();
  const language = useAppLanguage();
  const [state, setState] = useState<PushState>('checking');
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  // Read by the check below when it finishes, whatever the language is by then.
  const languageNow = useRef(language);
  languageNow.current = language;

  // Once, when the page opens: what the browser holds.
  useEffect(() => {
    let cancelled = false;
    if (!browserSupportsPush()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    void (async () => {
      let existing = Notification.permission === 'granted' ? await currentPushSubscription().catch(() => null) : null;
      if (existing) {
        // Made with a key the server no longer has (its operator replaced it): it could never be delivered to.
        const { publicKey } = await queryClient
          .fetchQuery(pushPublicKeyQueryOptions())
          .catch(() => ({ publicKey: '' }));
        if (publicKey && !subscribedWithKey(existing, base64UrlToBytes(publicKey))) {
          existing = await subscribeBrowser(publicKey)
            .then(async (renewed) => {
              await savePushSubscription(subscriptionRequest(renewed, languageNow.current));
              return renewed;
            })
            .catch(() => null);
        }
      }
      if (cancelled) return;
      setSubscription(existing);
      setState(existing ? 'on' : 'off');
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  useLanguageFollowing(subscription);

  const turnOn = useCallback(async () => {
    setProblem(null);
    setBusy(true);
    try {
      // Asked before anything else, while the click still counts: browsers prompt only in answer to one.
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        setState('denied');
        return;
      }
      if (permission !== 'granted') {
        setProblem('dismissed');
        return;
      }
      const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQueryOptions());
      const subscribed = await subscribeBrowser(publicKey);
      await savePushSubscription(subscriptionRequest(subscribed, language));
      setSubscription(subscribed);
      setState('on');
    } catch (error) {
      setProblem(error instanceof ApiRequestError && isPushInputError(error.code) ? error.code : 'failed');
    } finally {
      setBusy(false);
    }
  }, [queryClient, language]);

  const turnOff = useCallback(async () => {
    setProblem(null);
    setBusy(true);
    try {
      await unsubscribeThisBrowser(subscription);
      setSubscription(null);
      setState('off');
    } catch {
      setProblem('offFailed');
    } finally {
      setBusy(false);
    }
  }, [subscription]);

  return { state, busy, problem, turnOn, turnOff };
}

/**
 * Ends push in this browser: the server forgets the subscription, then the browser drops it (so its push service
 * forgets it too, and a push the server still sends is answered 410 and the subscription removed). For the app to call
 * before a member signs out, so the next person at this browser does not see their notifications.
 */
export async function unsubscribeThisBrowser(known?: PushSubscription | null): Promise<void> {
  const subscription = known ?? (await currentPushSubscription());
  if (!subscription) return;
  // The browser's own unsubscribe below is what counts; the server learns of it at the latest on its next push.
  await deletePushSubscription(subscription.endpoint).catch(() => {});
  await subscription.unsubscribe();
}

/**
 * For app/ to mount once for a signed-in member (it renders nothing): when the member switches the app's language,
 * this browser's subscription is stored again in that language, wherever they are in the app.
 */
export function usePushLanguageSync(): void {
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (!browserSupportsPush() || Notification.permission !== 'granted') return;
    currentPushSubscription().then(
      (existing) => !cancelled && setSubscription(existing),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, []);
  useLanguageFollowing(subscription);
}
