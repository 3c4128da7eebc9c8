import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * Before Node 24, AsyncLocalStorage is built on async hooks: the first `run()` of any instance turns them on for
 * the whole process, and from then on every promise and every `process.nextTick` pays an init hook and a context
 * copy, whether or not anyone reads the store. Node 24 builds it on async context frames, which cost nothing when
 * unused.
 */
const HOOK_BASED_ASYNC_CONTEXT = Number(process.versions.node.split('.')[0]) < 24;

/** better-auth's three AsyncLocalStorage instances (endpoint context, request state, database adapter). */
async function betterAuthStorages(): Promise<AsyncLocalStorage<unknown>[]> {
  return Promise.all([
    // Deprecated as a way to read the context; it is the one public handle on the instance itself.
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]) as Promise<AsyncLocalStorage<unknown>[]>;
}

interface BetterAuthLike {
  handler: (request: Request) => Promise<Response>;
  api: object;
  $context: Promise<unknown>;
}

/**
 * better-auth keeps its instances in one process-wide place, shared by every auth object of the process (the
 * tests run two app instances in one process), so the count of calls in flight is process-wide too.
 */
let storages: AsyncLocalStorage<unknown>[] = [];
let storagesLookedUp: Promise<void> | undefined;
let callsInFlight = 0;

function switchOffWhenIdle(): void {
  if (callsInFlight === 0) for (const storage of storages) storage.disable();
}

/** Runs one better-auth call, counted, and switches the hooks off if it was the last one running. */
function counted<R>(call: () => Promise<R>): Promise<R> {
  callsInFlight += 1;
  // A call that throws before returning its promise still ends up here, as a rejection.
  return new Promise<R>((resolve) => resolve(call())).finally(() => {
    callsInFlight -= 1;
    switchOffWhenIdle();
  });
}

/**
 * Keeps Node 20's async hooks on only while a better-auth call is running (decision 026).
 *
 * better-auth runs each of its calls inside its AsyncLocalStorage instances, so after the first sign-in every
 * request of the process paid for the hooks, about doubling the CPU of a cached request. better-auth reads those stores only during its own calls:
 * it keeps no work running after a call returns in our configuration (no background-task handler, no plugin that
 * uses one). So this counts the calls in flight and, when the last one settles, disables the three instances, which
 * switches the hooks off; the next call's `run()` switches them on again. A call never loses its context: the
 * instances are disabled only when no call is running.
 *
 * Every call goes through the returned object (`handler` and each `api` method), so no caller has to remember it.
 */
export function gateAuthContexts<A extends BetterAuthLike>(auth: A): A {
  if (!HOOK_BASED_ASYNC_CONTEXT) return auth;
  // The instances are looked up once, so switching off stays synchronous: an await there would let a new call
  // start in between and lose its context.
  storagesLookedUp ??= betterAuthStorages().then((found) => {
    storages = found;
  });
  // better-auth's own start-up may have run in them. A failed start-up is reported by the first call, not here.
  void Promise.all([storagesLookedUp, auth.$context]).then(switchOffWhenIdle, () => {});

  const gatedMethods = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      let method = gatedMethods.get(key);
      if (!method) {
        method = (...args: unknown[]) => counted(() => Reflect.apply(value, target, args) as Promise<unknown>);
        gatedMethods.set(key, method);
      }
      return method;
    },
  });
  const handler = (request: Request) => counted(() => auth.handler(request));
  return { ...auth, api, handler, fetch: handler };
}
