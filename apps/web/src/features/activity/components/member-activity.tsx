import { useTranslation } from 'react-i18next';
import { useMemberActivity } from '../api/get-member-activity';
import { ActivityPages } from './activity-feed';

/** A member's own activity on their profile, newest first, a page at a time. */
export function MemberActivity({ nickname }: { nickname: string }) {
  const { t } = useTranslation('activity');
  const activity = useMemberActivity(nickname);
  return <ActivityPages query={activity} empty={<p className="text-muted">{t('memberEmpty')}</p>} />;
}
