import { type TChatLiveEvent, ZChatChannelAction, ZChatChannelParams } from '@homebid/contracts/chat';
import type { Config } from '../../lib/config';
import { type ChannelDefinition, chatStream, type LiveHub } from '../live';
import { listConversationMessages } from './chat-messages';
import { type Conversation, findConversation } from './conversation';
import { markReceipts } from './mark-receipts';

const ZParams = ZChatChannelParams.omit({ channel: true });

/**
 * ChatChannel (CONTRACT §6): `{"channel":"ChatChannel","project_id":…,"provider_id":…}` is
 * confirmed for the two parties of that conversation and rejected for anyone else. With
 * `since_id` the subscriber first receives, as ordinary `message` events, the messages it missed
 * after that id (the stream is already listened to by then, so nothing falls in between; a message
 * may arrive twice, the client keeps one per message_id). Actions (`subscription.perform`):
 * `typing` {is_typing} → `{"type":"typing","by":…,"is_typing":…}` to both; `delivered` / `read`
 * {up_to_message_id} → read receipts (`{"type":"receipt",…}`).
 */
export function chatChannel({
  config,
  live,
}: {
  config: Pick<Config, 'publicUrl'>;
  live: Pick<LiveHub, 'broadcastTo'>;
}): ChannelDefinition {
  // The conversation found when subscribing, by principal's session and stream.
  const conversations = new WeakMap<object, Conversation>();
  return {
    async authorize({ principal, params, db }) {
      const parsed = ZParams.safeParse(params);
      if (!parsed.success) return null;
      const conversation = await findConversation(db, principal, parsed.data.project_id, parsed.data.provider_id);
      if (!conversation) return null;
      conversations.set(params, conversation);
      return chatStream(conversation.projectId, conversation.providerId);
    },
    async onSubscribe({ params, db, transmit }) {
      const parsed = ZParams.safeParse(params);
      if (!parsed.success || parsed.data.since_id === undefined) return;
      const missed = await listConversationMessages(db, config, {
        projectId: parsed.data.project_id,
        providerId: parsed.data.provider_id,
        afterId: parsed.data.since_id,
      });
      for (const message of missed) transmit({ type: 'message', data: message } satisfies TChatLiveEvent);
    },
    async onMessage({ params, data, db, stream, broadcast }) {
      const conversation = conversations.get(params);
      const action = ZChatChannelAction.safeParse(data);
      if (!conversation || !action.success) return;
      if (action.data.action === 'typing') {
        const event: TChatLiveEvent = { type: 'typing', by: conversation.callerRole, is_typing: action.data.is_typing };
        await broadcast(stream, event);
        return;
      }
      await markReceipts({
        db,
        live,
        conversation,
        receipt: action.data.action,
        upToMessageId: action.data.up_to_message_id,
      });
    },
  };
}
