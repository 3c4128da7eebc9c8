import { useState } from 'react';
import { imageUrl } from '../../lib/images';
import { titleHue } from './poster';

/** The first letter of a name, for an initial avatar. */
export function initialOf(name: string): string {
  const first = name.trim().codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toLocaleUpperCase();
}

/**
 * A round portrait (TMDB profile path at w200), or a generated initial avatar when there is none or it fails
 * (spec §2: other people's avatars fall back to an initial avatar). Decorative: the name is shown beside it.
 */
export function Avatar({
  name,
  profilePath,
  className = 'size-14',
}: {
  name: string;
  profilePath: string | null;
  className?: string;
}) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const frame = `shrink-0 overflow-hidden rounded-full bg-surface-2 ${className}`;
  if (profilePath && failedPath !== profilePath) {
    return (
      <img
        src={imageUrl('w200', profilePath)}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${frame} object-cover`}
        onError={() => setFailedPath(profilePath)}
      />
    );
  }
  const hue = titleHue(name);
  return (
    <span
      aria-hidden="true"
      data-testid="initial-avatar"
      className={`${frame} grid place-items-center text-lg font-bold text-white`}
      style={{ background: `hsl(${hue} 45% 38%)` }}
    >
      {initialOf(name)}
    </span>
  );
}
