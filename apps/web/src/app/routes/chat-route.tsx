import { useMe } from '../../features/auth/api/get-me';
import { ChatPage } from '../../features/chat/components/chat-page';

/** /chat (members only: the RequireUser guard is around it): the chat page for the signed-in person. */
export function ChatRoute() {
  const { data: me } = useMe();
  if (!me) return null;
  return <ChatPage me={{ id: me.id, displayName: me.displayName, photoUrl: me.photoUrl }} />;
}
