import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDelivery } from '../src/modules/media-servers/media-server-payloads.js';

/** The recorded webhook requests of the shared data folder beside the repository (see its README for origins). */
const WEBHOOKS = path.resolve(import.meta.dirname, '../../../../shared/data/imports/webhooks');
const read = (name: string) => readFileSync(path.join(WEBHOOKS, name), 'utf8');
/** The body of a JetBrains HTTP-client request: everything after the headers' blank line. */
const bodyOf = (http: string) => http.slice(http.indexOf('\n\n') + 2);

describe('the recorded media-server requests, as they are', () => {
  it('reads each into what a user would expect', () => {
    expect(readDelivery(bodyOf(read('movary_jellyfin-scrobble.http')))).toMatchObject({
      kind: 'play',
      server: 'jellyfin',
      title: { mediaType: 'movie', tmdbId: 593643, imdbId: 'tt9764362', name: 'The Menu', year: 2022 },
      localDay: '2023-01-04',
    });
    expect(readDelivery(bodyOf(read('movary_plex-scrobble.http')))).toMatchObject({
      kind: 'play',
      server: 'plex',
      title: { mediaType: 'movie', tmdbId: 6978, imdbId: 'tt0090728', tvdbId: 1876, year: 1986 },
    });
    expect(readDelivery(bodyOf(read('movary_plex-rate.http')))).toMatchObject({
      kind: 'rating',
      server: 'plex',
      rating: 4,
      title: { tmdbId: 6978 },
    });
    // Emby's recording stops at 7 % of the film: not watched.
    expect(readDelivery(bodyOf(read('movary_emby-scrobble.http')))).toEqual({ kind: 'ignored', server: 'emby' });
  });

  it('ignores a Jellyfin episode stopped after five seconds, and a "marked played" toggle that unmarks', () => {
    expect(readDelivery(JSON.parse(read('jellyfin_PlaybackStop_episode_ataraxystate.json')))).toEqual({
      kind: 'ignored',
      server: 'jellyfin',
    });
    expect(readDelivery(JSON.parse(read('jellyfin_UserDataSaved_episode_ataraxystate.json')))).toEqual({
      kind: 'ignored',
      server: 'jellyfin',
    });
  });

  it('reads the episode Jellyfin sent once it is played to the end, by its show, season and episode', () => {
    const stop = JSON.parse(read('jellyfin_PlaybackStop_episode_ataraxystate.json'));
    expect(readDelivery({ ...stop, PlayedToCompletion: true })).toMatchObject({
      kind: 'play',
      title: { mediaType: 'tv', name: '86 Eighty-Six', year: 2021, season: 1, episode: 1 },
      localDay: '2025-08-15',
    });
  });
});
