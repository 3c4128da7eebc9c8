import { useState } from 'react';
import { imageUrl } from '../../lib/images';
import { UserIcon } from './icons';
import { titleHue } from './poster';

/** The first letter of a name, for an initial avatar. */
export function initialOf(name: string): string {
  const first = name.trim().codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toLocaleUpperCase();
}

/**
 * A round portrait (TMDB profile path at w200), or a generated initial avatar when there is none or it fails
 * (product §2: other people's avatars fall back to an initial avatar). Decorative: the name is shown beside it.
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

/** What an avatar needs to know about a person: a `UserSummary` or the signed-in user (`Me`) both fit. */
export interface AvatarPerson {
  displayName: string;
  nickname?: string;
  /** The stored photo's URL (`/api/users/:id/photo?v=…`), or null when they have none. */
  photoUrl: string | null;
}

/**
 * A person's round avatar, with the spec's fallbacks (§2): their stored photo; when there is none (or it fails to
 * load), a placeholder figure for oneself (`own`) and a generated initial avatar for anyone else.
 * Decorative unless `label` is given (then it is announced as an image with that name). `className` sets the size and
 * the initial's text size, e.g. 'size-8 text-sm'.
 */
export function UserAvatar({
  person,
  own = false,
  label,
  className = 'size-10 text-base',
}: {
  person: AvatarPerson;
  own?: boolean;
  label?: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = `shrink-0 overflow-hidden rounded-full bg-surface-2 ${className}`;
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const { photoUrl } = person;
  if (photoUrl && failedUrl !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={label ?? ''}
        loading="lazy"
        decoding="async"
        className={`${frame} object-cover`}
        onError={() => setFailedUrl(photoUrl)}
      />
    );
  }
  if (own) {
    return (
      <span {...naming} data-testid="placeholder-avatar" className={`${frame} grid place-items-center text-muted`}>
        <UserIcon className="size-3/5" />
      </span>
    );
  }
  const name = person.displayName.trim() || person.nickname || '?';
  return (
    <span
      {...naming}
      data-testid="initial-avatar"
      className={`${frame} grid place-items-center font-bold text-white`}
      style={{ background: `hsl(${titleHue(name)} 45% 38%)` }}
    >
      {initialOf(name)}
    </span>
  );
}
