import { useParams } from 'react-router';
import { CollectionPage } from '../../features/people/components/collection-page';
import { PersonPage } from '../../features/people/components/person-page';

/** A positive id from the address, or 0 (which no person or collection has: the page then says "not found"). */
function idParam(value: string | undefined): number {
  return value && /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
}

/** /person/:id (open to visitors). */
export function PersonRoute() {
  const { id } = useParams();
  const personId = idParam(id);
  return <PersonPage key={personId} id={personId} />;
}

/** /collection/:id (open to visitors). */
export function CollectionRoute() {
  const { id } = useParams();
  const collectionId = idParam(id);
  return <CollectionPage key={collectionId} id={collectionId} />;
}
