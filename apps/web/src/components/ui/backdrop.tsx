import { useState } from 'react';
import { type ImageSize, imageUrl } from '../../lib/images';
import { titleHue } from './poster';

interface BackdropProps {
  title: string;
  backdropPath: string | null;
  size?: ImageSize;
  className?: string;
}

/**
 * A decorative wide image filling its frame (w1280 unless told). Without a backdrop, or when the image fails,
 * a gradient in the title's colour stands in, so the layout and the text contrast never change.
 */
export function Backdrop({ title, backdropPath, size = 'w1280', className = '' }: BackdropProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  if (backdropPath && failedPath !== backdropPath) {
    return (
      <img
        src={imageUrl(size, backdropPath)}
        alt=""
        decoding="async"
        className={`size-full object-cover ${className}`}
        onError={() => setFailedPath(backdropPath)}
      />
    );
  }
  const hue = titleHue(title);
  return (
    <div
      aria-hidden="true"
      data-testid="backdrop-placeholder"
      className={`size-full ${className}`}
      style={{
        background: `radial-gradient(80% 120% at 80% 0%, hsl(${hue} 60% 32%), transparent 70%), linear-gradient(135deg, hsl(${(hue + 40) % 360} 45% 18%), hsl(${hue} 50% 8%))`,
      }}
    />
  );
}
