import { describe, expect, it } from 'vitest';
import { pickTrailerKey, trailerEmbedUrl } from './trailer';

const video = (key: string, type: string | null, site: string | null = 'YouTube') => ({ key, type, site, name: key });

describe('trailer', () => {
  it('uses the server’s trailer key', () => {
    expect(pickTrailerKey({ trailerKey: 'abc', videos: [video('zzz', 'Trailer')] })).toBe('abc');
  });

  it('otherwise picks the Trailer on YouTube, else the first YouTube video, else none', () => {
    expect(pickTrailerKey({ trailerKey: null, videos: [video('teaser', 'Teaser'), video('trailer', 'Trailer')] })).toBe(
      'trailer',
    );
    expect(
      pickTrailerKey({ trailerKey: null, videos: [video('vimeo', 'Trailer', 'Vimeo'), video('clip', 'Clip')] }),
    ).toBe('clip');
    expect(pickTrailerKey({ trailerKey: null, videos: [video('vimeo', 'Trailer', 'Vimeo')] })).toBeNull();
    expect(pickTrailerKey({ trailerKey: null, videos: [] })).toBeNull();
  });

  it('embeds with youtube-nocookie, autoplaying only when motion is welcome', () => {
    expect(trailerEmbedUrl('abc', true)).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&modestbranding=1&autoplay=1&mute=1',
    );
    expect(trailerEmbedUrl('abc', false)).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0&modestbranding=1');
  });
});
