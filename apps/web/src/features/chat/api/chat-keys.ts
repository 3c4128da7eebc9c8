/** Query keys of the chat: the sidebar and one thread per friend. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  threads: ['chat', 'thread'] as const,
  thread: (friendId: string) => ['chat', 'thread', friendId] as const,
};
