import type { WatchProvider } from '@watchify/contract';
import { imageUrl } from '../../lib/images';

/** A streaming service's logo, beside its name (the name is the accessible text; the logo is decoration). */
export function ProviderLogo({ provider, className = 'size-8' }: { provider: WatchProvider; className?: string }) {
  if (!provider.logoPath) return null;
  return (
    <img
      src={imageUrl('w92', provider.logoPath)}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      className={`shrink-0 rounded-md object-cover ${className}`}
    />
  );
}
