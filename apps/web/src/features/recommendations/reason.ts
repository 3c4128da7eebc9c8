import type { RecommendationReason } from '@watchify/contract';
import type { TFunction } from 'i18next';

/**
 * The reason's sentence in the interface language. Genres are sent as ids (named from the shared genre list);
 * titles by name.
 */
export function reasonText(
  reason: RecommendationReason,
  t: TFunction<'recommendations'>,
  genreName: (id: number) => string,
) {
  const { params } = reason;
  switch (reason.code) {
    case 'becauseYouLiked':
      return t('reasons.becauseYouLiked', { title: params.title ?? '' });
    case 'becauseOnWatchlist':
      return t('reasons.becauseOnWatchlist', { title: params.title ?? '' });
    case 'becauseYouWatched':
      return t('reasons.becauseYouWatched', { title: params.title ?? '' });
    case 'friendsRated':
      return t('reasons.friendsRated', { count: params.count ?? 1 });
    case 'favoriteGenre':
      return params.genreId === undefined
        ? t('reasons.similarPeople')
        : t('reasons.favoriteGenre', { genre: genreName(params.genreId) });
    default:
      return t(`reasons.${reason.code}`);
  }
}
