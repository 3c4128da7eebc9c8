import { CAST_LIMITS } from '@watchify/contract';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { AverageUserRating } from '../../features/comments/components/average-user-rating';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { AddToListMenu } from '../../features/lists/components/add-to-list-menu';
import { TitleCollection } from '../../features/people/components/title-collection';
import { ShowEpisodes } from '../../features/plays/components/show-episodes';
import { TitlePlaysStatus } from '../../features/plays/components/title-plays-status';
import type { TitleDetailSlots } from '../../features/title-detail/components/title-detail-content';
import { TitleDetailModal } from '../../features/title-detail/components/title-detail-modal';
import { TitleDetailPage } from '../../features/title-detail/components/title-detail-page';
import { readTitleModalState, type TitleRef } from '../../lib/title-links';
import { useIsRouteModal } from './route-modal';

/** The largest id the API accepts (a 32-bit integer). */
const MAX_TITLE_ID = 2_147_483_647;

/** The title named by `/title/:mediaType/:id`, or null when the address names none. */
export function parseTitleRef(mediaType: string | undefined, id: string | undefined): TitleRef | null {
  if (mediaType !== 'movie' && mediaType !== 'tv') return null;
  if (!id || !/^\d+$/.test(id)) return null;
  const number = Number(id);
  return number >= 1 && number <= MAX_TITLE_ID ? { mediaType, id: number } : null;
}

/**
 * Other features' parts of a title's detail: a movie's collection (features/people), when I watched it (features/plays, members only), a show's seasons and
 * episodes with the member's checks (features/plays), its average user rating and its comments (features/comments).
 */
function detailSlots(signedIn: boolean): TitleDetailSlots {
  return {
    lists: (detail) => <AddToListMenu title={detail} signedIn={signedIn} />,
    watched: signedIn ? (detail) => <TitlePlaysStatus title={detail} /> : undefined,
    rating: (detail) => <AverageUserRating title={detail} signedIn={signedIn} />,
    collection: (detail, headingLevel) =>
      detail.collection ? (
        <TitleCollection collection={detail.collection} current={detail} headingLevel={headingLevel} />
      ) : null,
    episodes: (detail, headingLevel) =>
      detail.mediaType === 'tv' ? <ShowEpisodes show={detail} signedIn={signedIn} headingLevel={headingLevel} /> : null,
    comments: (detail, headingLevel) => (
      <CommentsSection title={detail} signedIn={signedIn} headingLevel={headingLevel} />
    ),
  };
}

/**
 * /title/:mediaType/:id: a modal over the page a card was clicked on (see route-modal), or a page of its own when
 * opened directly. Closing the modal goes back to that page.
 */
export function TitleRoute() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useMe();
  const asModal = useIsRouteModal();
  const title = parseTitleRef(params.mediaType, params.id);
  const castLimit = readTitleModalState(location.state)?.castLimit ?? CAST_LIMITS.modal;
  const slots = detailSlots(Boolean(user));

  if (asModal) {
    return (
      <TitleDetailModal
        key={location.key}
        title={title}
        castLimit={castLimit}
        slots={slots}
        onClose={() => navigate(-1)}
      />
    );
  }
  return <TitleDetailPage key={location.key} title={title} castLimit={castLimit} slots={slots} />;
}
