import type { City, Gender, Me, Occupation } from '@watchify/contract';
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
    photoUrl: user.photo_path ? `/api/users/${user.id}/photo` : null,
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
