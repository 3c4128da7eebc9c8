import type { TitleDetail } from '@watchify/contract';

const isYouTube = (site: string | null) => site?.toLowerCase() === 'youtube';

/**
 * The YouTube key of the trailer to embed (product §7): the server's choice, else the Trailer on YouTube, else the
 * first YouTube video, else null. Videos on other sites cannot be embedded in the YouTube player.
 */
export function pickTrailerKey(detail: Pick<TitleDetail, 'trailerKey' | 'videos'>): string | null {
  if (detail.trailerKey) return detail.trailerKey;
  const youtube = detail.videos.filter((video) => isYouTube(video.site));
  return (youtube.find((video) => video.type === 'Trailer') ?? youtube[0])?.key ?? null;
}

/** The privacy-enhanced embed address; autoplays (muted, as browsers require) unless motion is to be avoided. */
export function trailerEmbedUrl(key: string, autoplay: boolean): string {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1' });
  if (autoplay) {
    params.set('autoplay', '1');
    params.set('mute', '1');
  }
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?${params}`;
}
