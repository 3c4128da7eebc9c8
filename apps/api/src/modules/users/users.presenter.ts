import type { City, Gender, Me, Occupation, UserSummary } from '@watchify/contract';
import type { UserSummaryRow } from './users.queries.js';
import type { UserWithProfile } from './users.repository.js';

/** Shapes the signed-in user for the web app. */
export function presentMe(user: UserWithProfile, isAdmin: boolean): Me {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    firstName: user.first_name,
    lastName: user.last_name,
    nickname: user.nickname,
    country: user.country,
    city: user.city as City,
    gender: (user.gender as Gender | null) ?? null,
    occupation: user.occupation as Occupation,
    birthDate: user.birth_date,
    photoUrl: photoUrlFor({ id: user.id, photo_path: user.photo_path, updated_at: user.updated_at }),
    instagram: user.instagram,
    twitter: user.twitter,
    isAdmin,
    preferences: {
      genres: user.genres,
      favoriteMovies: user.favoriteMovies,
      favoriteShows: user.favoriteShows,
      hasDisability: user.has_disability === 1,
    },
    createdAt: user.created_at,
  };
}

/** Another person as the social screens show them (no e-mail, no private fields). */
export function presentUserSummary(row: UserSummaryRow): UserSummary {
  return { id: row.id, nickname: row.nickname, displayName: row.name, photoUrl: photoUrlFor(row) };
}

/**
 * The photo's address, or null. The profile's update time is appended so a new photo is never hidden by the
 * browser's cache of the old one.
 */
export function photoUrlFor(row: { id: string; photo_path: string | null; updated_at: string }): string | null {
  return row.photo_path ? `/api/users/${row.id}/photo?v=${encodeURIComponent(row.updated_at)}` : null;
}
