import { useState } from 'react';
import { initialOf } from '../../../components/ui/avatar';
import { titleHue } from '../../../components/ui/poster';

/**
 * An author's photo, or an initial avatar when they have none or it fails to load (product §2: other people fall back
 * to a generated initial avatar). Decorative: the name is shown beside it.
 */
export function AuthorAvatar({
  name,
  photoUrl,
  small = false,
}: {
  name: string;
  photoUrl: string | null;
  /** A reply's avatar, a size below its review's. */
  small?: boolean;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = `${small ? 'size-8 text-sm' : 'size-10'} shrink-0 overflow-hidden rounded-full bg-surface-2`;
  if (photoUrl && failedUrl !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${frame} object-cover`}
        onError={() => setFailedUrl(photoUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initial-avatar"
      className={`${frame} grid place-items-center font-bold text-white`}
      style={{ background: `hsl(${titleHue(name)} 45% 38%)` }}
    >
      {initialOf(name)}
    </span>
  );
}
