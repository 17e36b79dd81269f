import type { TChat } from '@homebid/contracts/chat';
import type { Database } from '@homebid/db/client';
import type { Config } from '../../lib/config';
import { optionalFileUrl } from '../../lib/storage/file-url';
import type { LiveHub } from '../live';
import { customerNameFor } from '../project-masking';
import type { Principal } from '../sessions';
import { listConversationMessages } from './chat-messages';
import { type Conversation, requireConversation } from './conversation';
import { markReceipts } from './mark-receipts';

export function chatJson(config: Pick<Config, 'publicUrl'>, conversation: Conversation): Omit<TChat, 'chats'> {
  const showContact = conversation.callerRole === 'customer' || conversation.canSeeContact;
  const place = `${conversation.city}, ${conversation.state} ${conversation.zipcode}`;
  return {
    project_id: conversation.projectId,
    provider_id: conversation.providerId,
    provider_project_id: conversation.providerProjectId,
    address: showContact ? `${conversation.streetAddress}, ${place}` : place,
    cust_avathar: optionalFileUrl(config, conversation.customerAvatarKey),
    pro_avathar: optionalFileUrl(config, conversation.providerAvatarKey),
    cust_name: customerNameFor(conversation.customerName, showContact),
    pro_name: conversation.providerName,
    project_name: showContact ? conversation.title : conversation.providerTitle,
    cust_id: conversation.customerUserId,
    is_hired: conversation.isHired,
    is_closed: conversation.callerRole === 'provider' && conversation.isClosedToProvider,
    can_send_quote:
      conversation.callerRole === 'provider' && conversation.canSeeContact && !conversation.isClosedToProvider,
  };
}

export interface GetChatOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  live: Pick<LiveHub, 'broadcastTo'>;
  principal: Principal;
  projectId: number;
  providerId: number;
  afterId?: number;
}

/**
 * GET /messages/get_provider_chat and /messages/get_customer_chat: the conversation with its
 * visible messages, oldest first. Fetching it delivers the other party's messages (receipt).
 */
export async function getChat({ db, config, live, principal, projectId, providerId, afterId }: GetChatOptions) {
  const conversation = await requireConversation(db, principal, projectId, providerId);
  const chats = await listConversationMessages(db, config, { projectId, providerId, afterId });
  await markReceipts({ db, live, conversation, receipt: 'delivered' });
  return { ...chatJson(config, conversation), chats } satisfies TChat;
}
