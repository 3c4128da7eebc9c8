import { z } from 'zod';
import { userSummarySchema } from '../accounts/schemas.js';
import { reportBrokenRule } from '../http/broken-rules.js';
import { CHAT_LIMITS, CHAT_MESSAGES } from './rules.js';
import { validateChatText } from './validators.js';

/** A message as both members see it. */
export const chatMessageSchema = z.object({
  /** Grows with every message: orders a conversation and pages its history. */
  id: z.number().int(),
  senderId: z.string(),
  recipientId: z.string(),
  text: z.string(),
  /** The sender's own id for the message, so the sending tab can replace its optimistic copy. */
  clientId: z.string(),
  createdAt: z.string(),
  /** When the recipient opened the conversation after it arrived; null while unread. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One friend in the chat sidebar. */
export const chatConversationSchema = z.object({
  friend: userSummarySchema,
  /** Messages from this friend I have not read yet. */
  unreadCount: z.number().int().min(0),
  /** The newest message of the conversation either of us sent; null before the first one. */
  lastMessage: z
    .object({ id: z.number().int(), text: z.string(), createdAt: z.string(), senderId: z.string() })
    .nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** GET /api/chat/conversations: every friend, the most recently active conversation first. */
export const chatConversationsResponseSchema = z.object({ conversations: z.array(chatConversationSchema) });
export type ChatConversationsResponse = z.infer<typeof chatConversationsResponseSchema>;

/** The friend a conversation is with, in the path of every conversation endpoint. */
export const chatConversationParamsSchema = z.object({ friendId: z.string().min(1).max(100) });

/**
 * GET /api/chat/conversations/:friendId/messages. Without a cursor: the newest page. `before`: the page just older
 * than that id ("load earlier"). `after`: the messages newer than that id (catching up after a reconnect).
 */
export const chatMessagesQuerySchema = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    after: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageSize).default(CHAT_LIMITS.pageSize),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'use either before or after, not both',
  });
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

/** A page of a conversation, oldest first. */
export const chatMessagesResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Older messages exist before the first one returned ("load earlier" is offered). */
  hasEarlier: z.boolean(),
  /** Newer messages exist after the last one returned (ask again with `after` = the last id). */
  hasLater: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/**
 * A message to send. The raw text is only bounded here so a huge body is refused before it is read into a message;
 * its rule is `validateChatText`'s (checked here too). Parsed, the text is trimmed, as it is stored.
 */
const chatSendFields = {
  text: z.string().max(CHAT_LIMITS.messageMaxLength * 4),
  /** The sender's own id for this message (e.g. a UUID): sending it again returns the stored message. */
  clientId: z
    .string()
    .min(1)
    .max(CHAT_LIMITS.clientIdMaxLength)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
};
const chatTextRule = reportBrokenRule(
  ({ text }: { text: string }) => validateChatText(text),
  (code) => ({
    message: CHAT_MESSAGES[code],
    field: 'text',
  }),
);
const trimText = <T extends { text: string }>(input: T): T => ({ ...input, text: input.text.trim() });

export const chatSendRequestSchema = z.object(chatSendFields).superRefine(chatTextRule).transform(trimText);
export type ChatSendRequest = z.input<typeof chatSendRequestSchema>;
/** A message as the server stores it: checked, its text trimmed. */
export type ChatSend = z.output<typeof chatSendRequestSchema>;

/** POST …/messages answer (201 when stored now, 200 when the client id was already stored). */
export const chatSendResponseSchema = z.object({ message: chatMessageSchema });
export type ChatSendResponse = z.infer<typeof chatSendResponseSchema>;

/** The socket `chat:send` payload: the HTTP body plus the friend it goes to, checked the same way. */
export const chatSendPayloadSchema = z
  .object({ ...chatSendFields, friendId: z.string().min(1).max(100) })
  .superRefine(chatTextRule)
  .transform(trimText);
export type ChatSendPayload = z.input<typeof chatSendPayloadSchema>;

/** The socket `chat:send` acknowledgement. */
export type ChatSendAck =
  | { ok: true; message: ChatMessage }
  | { ok: false; error: { code: string; message: string; field?: string } };

/** POST /api/chat/conversations/:friendId/read answer. */
export const chatReadResponseSchema = z.object({ unreadCount: z.literal(0), marked: z.number().int().min(0) });
export type ChatReadResponse = z.infer<typeof chatReadResponseSchema>;

/** Server → client `chat:message`. */
export const chatMessageEventSchema = z.object({
  message: chatMessageSchema,
  /** For the recipient: how many messages of this conversation they have not read (absent for the sender). */
  unreadCount: z.number().int().min(0).optional(),
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/** Server → the reader's tabs `chat:read`: the conversation with `friendId` has no unread messages any more. */
export const chatReadEventSchema = z.object({ friendId: z.string(), unreadCount: z.literal(0) });
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;
