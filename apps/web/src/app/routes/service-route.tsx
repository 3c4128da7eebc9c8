import { useMe } from '../../features/auth/api/get-me';
import { MembershipPage } from '../../features/service/components/membership-page';
import { ServicePage } from '../../features/service/components/service-page';

/** /service: the free plan's card offers registration to a visitor and the membership page to a member. */
export function ServiceRoute() {
  const { data: me } = useMe();
  return <ServicePage signedIn={Boolean(me)} />;
}

/** /service/membership (members only: the RequireUser guard is around it): the signed-in member's plan. */
export function MembershipRoute() {
  const { data: me } = useMe();
  if (!me) return null;
  return <MembershipPage member={me} />;
}
