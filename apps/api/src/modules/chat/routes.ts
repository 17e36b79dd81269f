import { CHAT_CHANNEL, chatTexts } from '@homebid/contracts/chat';
import * as endpoints from '@homebid/contracts/endpoints/chat';
import * as quoteEndpoints from '@homebid/contracts/endpoints/quotes';
import { quoteMessages } from '@homebid/contracts/quotes';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { answerQuote } from './answer-quote';
import { chatChannel } from './chat-channel';
import { canReadChatAttachment } from './chat-file-access';
import { requireConversation } from './conversation';
import { getChat } from './get-chat';
import { listProjectQuotes } from './list-project-quotes';
import { markReceipts } from './mark-receipts';
import { createQuickReply, deleteQuickReply, listQuickReplies, updateQuickReply } from './quick-replies';
import { sendChatMessage } from './send-chat-message';
import { sendQuote } from './send-quote';
import { softDeleteChatMessage } from './soft-delete-chat-message';

/** Spec §7 messages calls, CONTRACT §5 customer chat, quotes in the chat, the ChatChannel and the attachments' access rule. */
const chatRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, live } = app;
  app.fileAccess.allow(canReadChatAttachment);
  live.registerChannel(CHAT_CHANNEL, chatChannel({ config, live }));

  app.endpoint(endpoints.getProviderChat, async ({ principal, query }) => {
    const chat = await getChat({
      db,
      config,
      live,
      principal,
      projectId: query.project_id,
      providerId: query.provider_id,
      afterId: query.after_id,
    });
    return ok({ provider_chat: chat }, chatTexts.chatLoaded);
  });

  app.endpoint(endpoints.getCustomerChat, async ({ principal, query }) => {
    const chat = await getChat({
      db,
      config,
      live,
      principal,
      projectId: query.project_id,
      providerId: query.provider_id,
      afterId: query.after_id,
    });
    return ok({ customer_chat: chat }, chatTexts.chatLoaded);
  });

  app.endpoint(
    endpoints.createChatMessage,
    async ({ principal, parts, request }) => {
      const answer = await sendChatMessage({
        db,
        store: app.storage,
        config,
        live,
        principal,
        parts,
        log: request.log,
      });
      return ok(answer, answer.message);
    },
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );

  app.endpoint(endpoints.softDeleteChatMessage, async ({ principal, query }) => {
    const answer = await softDeleteChatMessage({ db, live, principal, messageId: query.message_id });
    return ok(answer, chatTexts.messageDeleted);
  });

  app.endpoint(endpoints.markChatRead, async ({ principal, body }) => {
    const conversation = await requireConversation(db, principal, body.project_id, body.provider_id);
    const { count, at } = await markReceipts({
      db,
      live,
      conversation,
      receipt: 'read',
      upToMessageId: body.up_to_message_id,
    });
    return ok({ read_count: count, read_at: at }, chatTexts.receiptsSaved);
  });

  app.endpoint(
    quoteEndpoints.sendQuote,
    async ({ principal, params, body }) => {
      const answer = await sendQuote({ db, config, live, principal, projectId: params.id, quote: body });
      return ok(answer, answer.message);
    },
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );

  app.endpoint(quoteEndpoints.listProjectQuotes, async ({ principal, params }) => {
    const quotes = await listProjectQuotes(db, principal.userId, params.id);
    return ok({ quotes }, quoteMessages.listed);
  });

  app.endpoint(quoteEndpoints.acceptQuote, async ({ principal, params }) => {
    const quote = await answerQuote({ db, live, principal, quoteId: params.id, answer: 'accepted' });
    return ok({ quote }, quoteMessages.accepted);
  });

  app.endpoint(quoteEndpoints.declineQuote, async ({ principal, params }) => {
    const quote = await answerQuote({ db, live, principal, quoteId: params.id, answer: 'declined' });
    return ok({ quote }, quoteMessages.declined);
  });

  app.endpoint(endpoints.listQuickReplies, async ({ principal }) => {
    const quickReplies = await listQuickReplies({ db, providerId: providerIdOf(principal) });
    return ok({ quick_replies: quickReplies }, chatTexts.quickRepliesLoaded);
  });

  app.endpoint(endpoints.createQuickReply, async ({ principal, body }) => {
    const quickReply = await createQuickReply({ db, providerId: providerIdOf(principal), text: body.text });
    return ok({ quick_reply: quickReply }, chatTexts.quickReplySaved);
  });

  app.endpoint(endpoints.updateQuickReply, async ({ principal, params, body }) => {
    const quickReply = await updateQuickReply({
      db,
      providerId: providerIdOf(principal),
      id: params.id,
      text: body.text,
    });
    return ok({ quick_reply: quickReply }, chatTexts.quickReplySaved);
  });

  app.endpoint(endpoints.deleteQuickReply, async ({ principal, params }) => {
    const answer = await deleteQuickReply({ db, providerId: providerIdOf(principal), id: params.id });
    return ok(answer, chatTexts.quickReplyDeleted);
  });
};

export default chatRoutes;
