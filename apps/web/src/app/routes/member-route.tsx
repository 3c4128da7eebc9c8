import { useParams } from 'react-router';
import { MemberActivity } from '../../features/activity/components/member-activity';
import { ProfileLists } from '../../features/lists/components/profile-lists';
import { MemberProfilePage } from '../../features/members/components/member-profile-page';

/** /u/:nickname (open to visitors): a member's profile with their lists and recent activity. */
export function MemberRoute() {
  const { nickname = '' } = useParams();
  return (
    <MemberProfilePage
      key={nickname}
      nickname={nickname}
      renderLists={(lists) => <ProfileLists lists={lists} />}
      activity={<MemberActivity nickname={nickname} />}
    />
  );
}
