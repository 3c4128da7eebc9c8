import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** The whole-window loading view shown while the sign-in state is unknown (product §2). */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-bg text-fg">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <Spinner className="size-12" />
        <p className="text-lg font-medium">{label}</p>
      </div>
    </div>
  );
}

/** A whole-window message with an action, for when the app cannot start. */
export function FullScreenMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-6 text-center text-fg">
      <div className="flex max-w-md flex-col items-center gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
