import { useState } from 'react';
import { type ImageSize, imageUrl } from '../../lib/images';

/** The URL of a TMDB poster path such as '/abc.jpg' through our image route (w500 unless told). */
export function posterUrl(posterPath: string, size: ImageSize = 'w500'): string {
  return imageUrl(size, posterPath);
}

/** A stable hue (0–359) from a title, so the same title always gets the same placeholder colour. */
export function titleHue(title: string): number {
  let hash = 2166136261;
  for (const char of title) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

interface PosterProps {
  title: string;
  posterPath: string | null;
  /** Empty (the default) when the surrounding control already names the title. */
  alt?: string;
  className?: string;
  /** Image width to load; w500 by default (product §3). */
  size?: ImageSize;
}

/**
 * A 2:3 poster. Without a poster, or when the image fails to load, it shows a generated placeholder:
 * a coloured box with the title (product §8 Other).
 */
export function Poster({ title, posterPath, alt = '', className = '', size = 'w500' }: PosterProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const frame = `relative aspect-[2/3] w-full overflow-hidden rounded-lg bg-surface-2 ${className}`;

  if (posterPath && failedPath !== posterPath) {
    return (
      <div className={frame}>
        <img
          src={posterUrl(posterPath, size)}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedPath(posterPath)}
        />
      </div>
    );
  }

  const hue = titleHue(title);
  return (
    <div
      className={`${frame} @container flex items-end p-2 @min-[8rem]:p-3`}
      style={{ background: `linear-gradient(160deg, hsl(${hue} 55% 30%), hsl(${(hue + 40) % 360} 60% 16%))` }}
      data-testid="poster-placeholder"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {/* Sized by the poster's own width: a watchlist thumbnail fits whole words where a card's size would split them. */}
      <span className="line-clamp-4 text-xs font-bold leading-tight min-w-0 text-white break-words hyphens-auto @min-[8rem]:text-sm @min-[11rem]:text-base">
        {title}
      </span>
    </div>
  );
}
