import type { UserSummary } from '@watchify/contract';
import { useState } from 'react';
import { initialOf } from '../../../components/ui/avatar';
import { titleHue } from '../../../components/ui/poster';

/**
 * Another member's round avatar: their photo, or a generated initial avatar when they have none or it fails to
 * load (product §2). Decorative: the name is always written beside it.
 */
export function MemberAvatar({ user, className = 'size-10' }: { user: UserSummary; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = `shrink-0 overflow-hidden rounded-full bg-surface-2 ${className}`;
  const name = user.displayName || user.nickname;
  if (user.photoUrl && failedUrl !== user.photoUrl) {
    return (
      <img
        src={user.photoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${frame} object-cover`}
        onError={() => setFailedUrl(user.photoUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} grid place-items-center font-bold text-white`}
      style={{ background: `hsl(${titleHue(name)} 45% 38%)` }}
    >
      {initialOf(name)}
    </span>
  );
}
