// Chat (spec 'portal-access-profile-chat-works.md' §7 messages calls; CONTRACT §5 customer side):
// the conversation between a project's customer and one provider, attachments, soft delete, read
// receipts and the provider's quick-reply templates. Live delivery is the /cable ChatChannel.
import { z } from 'zod';
import {
  ZChatCreationAnswer,
  ZChatQuery,
  ZCustomerChatAnswer,
  ZMarkReadAnswer,
  ZMarkReadRequest,
  ZProviderChatAnswer,
  ZQuickReplyAnswer,
  ZQuickReplyDeleted,
  ZQuickReplyList,
  ZQuickReplyRequest,
  ZSoftDeleteAnswer,
  ZSoftDeleteQuery,
} from '../chat';
import { ZIdParam } from '../common';
import { endpoint, MULTIPART } from '../endpoint';
import { envelopeOf } from '../envelope';

const tag = 'chat';
const ZIdParams = z.object({ id: ZIdParam });

export const getProviderChat = endpoint({
  method: 'GET',
  path: '/messages/get_provider_chat',
  auth: 'provider',
  tag,
  summary: "The provider's conversation with a project's customer (after_id: only newer messages)",
  query: ZChatQuery,
  answers: { 200: envelopeOf(ZProviderChatAnswer) },
});

export const getCustomerChat = endpoint({
  method: 'GET',
  path: '/messages/get_customer_chat',
  auth: 'customer',
  tag,
  summary: "The customer's conversation with one provider about one of the customer's projects",
  query: ZChatQuery,
  answers: { 200: envelopeOf(ZCustomerChatAnswer) },
});

export const createChatMessage = endpoint({
  method: 'POST',
  path: '/messages/chat_creation',
  auth: 'user',
  tag,
  summary:
    'Send a message (multipart: field message = JSON {project_id, provider_id, message_type, message_by, msg}, optional file document: an image or a video up to 10 MB)',
  body: MULTIPART,
  answers: { 200: envelopeOf(ZChatCreationAnswer) },
});

export const softDeleteChatMessage = endpoint({
  method: 'GET',
  path: '/messages/soft_delete',
  auth: 'user',
  tag,
  summary: "Delete one of the caller's own messages (is_visible=false)",
  query: ZSoftDeleteQuery,
  answers: { 200: envelopeOf(ZSoftDeleteAnswer) },
});

export const markChatRead = endpoint({
  method: 'POST',
  path: '/messages/mark_read',
  auth: 'user',
  tag,
  summary: "Read receipt: the caller read the other party's messages up to one id",
  body: ZMarkReadRequest,
  answers: { 200: envelopeOf(ZMarkReadAnswer) },
});

export const listQuickReplies = endpoint({
  method: 'GET',
  path: '/messages/quick_replies',
  auth: 'provider',
  tag,
  summary: "The provider's quick-reply templates",
  answers: { 200: envelopeOf(ZQuickReplyList) },
});

export const createQuickReply = endpoint({
  method: 'POST',
  path: '/messages/quick_replies',
  auth: 'provider',
  tag,
  summary: 'Save a quick-reply template',
  body: ZQuickReplyRequest,
  answers: { 200: envelopeOf(ZQuickReplyAnswer) },
});

export const updateQuickReply = endpoint({
  method: 'PUT',
  path: '/messages/quick_replies/:id',
  auth: 'provider',
  tag,
  summary: 'Change a quick-reply template',
  params: ZIdParams,
  body: ZQuickReplyRequest,
  answers: { 200: envelopeOf(ZQuickReplyAnswer) },
});

export const deleteQuickReply = endpoint({
  method: 'DELETE',
  path: '/messages/quick_replies/:id',
  auth: 'provider',
  tag,
  summary: 'Delete a quick-reply template',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZQuickReplyDeleted) },
});
