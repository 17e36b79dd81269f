// Quotes in the chat: the provider sends one to the project's customer (a chat message carrying
// the card, live on ChatChannel); the customer lists its project's quotes and accepts or declines
// one (the pro hears it live and by notification).
import { ZChatCreationAnswer } from '../chat';
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZIdParams } from '../projects';
import { ZQuoteAnswer, ZQuoteIdParams, ZQuoteList, ZSendQuoteRequest } from '../quotes';

const tag = 'quotes';

export const sendQuote = endpoint({
  method: 'POST',
  path: '/v2/providers/projects/:id/quotes',
  auth: 'provider',
  tag,
  summary:
    'Send the customer a quote in the chat (line items, valid_until; the total is computed here). A provider that bought the lead or was hired only; contact details before the hire answer sensitive_info as a message does',
  params: ZIdParams,
  body: ZSendQuoteRequest,
  answers: { 200: envelopeOf(ZChatCreationAnswer) },
});

export const listProjectQuotes = endpoint({
  method: 'GET',
  path: '/v2/customers/projects/:id/quotes',
  auth: 'customer',
  tag,
  summary: "The pros' quotes on one of the customer's projects, newest first",
  params: ZIdParams,
  answers: { 200: envelopeOf(ZQuoteList) },
});

export const acceptQuote = endpoint({
  method: 'POST',
  path: '/v2/customers/quotes/:id/accept',
  auth: 'customer',
  tag,
  summary: 'Accept a pending quote on one of the customer’s projects (409 when answered or expired)',
  params: ZQuoteIdParams,
  answers: { 200: envelopeOf(ZQuoteAnswer) },
});

export const declineQuote = endpoint({
  method: 'POST',
  path: '/v2/customers/quotes/:id/decline',
  auth: 'customer',
  tag,
  summary: 'Decline a pending quote on one of the customer’s projects (409 when answered or expired)',
  params: ZQuoteIdParams,
  answers: { 200: envelopeOf(ZQuoteAnswer) },
});
