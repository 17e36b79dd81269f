import { chatTexts, type TChatCreationAnswer, type TChatLiveEvent } from '@homebid/contracts/chat';
import { quoteMessages, quoteTotalCents, type ZSendQuoteRequest } from '@homebid/contracts/quotes';
import type { Database } from '@homebid/db/client';
import { chatMessages, quoteLineItems, quotes } from '@homebid/db/schema';
import type { z } from 'zod';
import type { Config } from '../../lib/config';
import { forbidden, invalid } from '../../lib/errors';
import { chatStream, type LiveHub } from '../live';
import { announceProjectChange } from '../notifications';
import { type Principal, providerIdOf } from '../sessions';
import { loadMessage } from './chat-messages';
import { requireConversation } from './conversation';
import { screenContactDetails, withholdEarlierPieces } from './screen-contact-details';
import { opensExchange, tellOtherParty } from './send-chat-message';

export interface SendQuoteOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  live: Pick<LiveHub, 'broadcastTo'>;
  principal: Principal;
  projectId: number;
  quote: z.output<typeof ZSendQuoteRequest>;
}

/**
 * POST /v2/providers/projects/:id/quotes: the provider sends the project's customer a quote, a chat
 * message of type `quote` carrying the card. Only a provider that bought the lead or was hired (403
 * otherwise; 404 for a project it may not see; 422 once the customer hired another pro, as for
 * messages). The total is the sum of the lines, computed here. Before the hire the lines' texts pass
 * the contact-detail guard like a message (with the sender's recent messages): a quote carrying
 * contact details is not kept, and the answer is the chat's, with the Communication Policy. Otherwise
 * the message is broadcast to the conversation after commit, and the customer hears of it as of a message.
 */
export async function sendQuote({
  db,
  config,
  live,
  principal,
  projectId,
  quote,
}: SendQuoteOptions): Promise<TChatCreationAnswer> {
  const conversation = await requireConversation(db, principal, projectId, providerIdOf(principal));
  if (conversation.isClosedToProvider) throw invalid(chatTexts.hiredAnotherReadOnly);
  if (!conversation.canSeeContact) throw forbidden(quoteMessages.leadRequired);

  if (!conversation.isHired) {
    const text = quote.line_items.map((item) => item.description).join('\n');
    const { flagged, withheldMessageIds } = await screenContactDetails(db, conversation, principal.userId, text);
    if (flagged) {
      await withholdEarlierPieces(db, live, conversation, principal.userId, withheldMessageIds);
      return { sensitive_info: true, message: chatTexts.communicationPolicy, chat: null };
    }
  }

  const isNoticed = await opensExchange(db, conversation);
  const messageId = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(chatMessages)
      .values({
        projectId: conversation.projectId,
        providerId: conversation.providerId,
        customerUserId: conversation.customerUserId,
        authorUserId: principal.userId,
        messageBy: 'provider',
        messageType: 'quote',
        body: '',
      })
      .returning({ id: chatMessages.id });
    const [row] = await tx
      .insert(quotes)
      .values({
        chatMessageId: message.id,
        projectId: conversation.projectId,
        providerId: conversation.providerId,
        customerUserId: conversation.customerUserId,
        totalCents: quoteTotalCents(quote.line_items),
        validUntil: quote.valid_until,
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteLineItems).values(
      quote.line_items.map((item, index) => ({
        quoteId: row.id,
        position: index + 1,
        description: item.description,
        quantity: item.quantity,
        unitPriceCents: Math.round(item.unit_price * 100),
      })),
    );
    if (isNoticed) await tellOtherParty(tx as unknown as Database, conversation);
    return message.id;
  });

  const message = await loadMessage(db, config, messageId);
  if (!message) throw new Error(`Quote message ${messageId} vanished after insert`);
  const event: TChatLiveEvent = { type: 'message', data: message };
  await live.broadcastTo(chatStream(conversation.projectId, conversation.providerId), event);
  if (!isNoticed) await announceProjectChange(live, [conversation.customerUserId], conversation.projectId, 'message');
  return { sensitive_info: false, message: quoteMessages.sent, chat: message };
}
