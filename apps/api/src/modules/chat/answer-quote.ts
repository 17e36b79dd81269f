import type { TChatLiveEvent } from '@homebid/contracts/chat';
import {
  QUOTE_NOTIFICATION_TASK,
  quoteMessages,
  quoteNotificationTexts,
  type TQuote,
  type TQuoteAnswer,
} from '@homebid/contracts/quotes';
import { formatCents } from '@homebid/contracts/wallet';
import type { Database } from '@homebid/db/client';
import { chatMessages, projects, providers, quotes } from '@homebid/db/schema';
import { and, eq, isNull, not, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { chatStream, type LiveHub } from '../live';
import { notify } from '../notifications';
import type { Principal } from '../sessions';
import { EARLIEST_TODAY, loadQuoteCard } from './quote-cards';

export const quoteNotFound = () => new AppError('not_found', quoteMessages.notFound);

export interface AnswerQuoteOptions {
  db: Database;
  live: Pick<LiveHub, 'broadcastTo'>;
  principal: Principal;
  quoteId: number;
  answer: TQuoteAnswer;
}

/**
 * POST /v2/customers/quotes/:id/accept and …/decline: the project's customer answers a quote, once,
 * while it is pending and valid (409 otherwise: already answered, or expired; and no accepting once
 * the project is closed or another pro is hired). Another customer's
 * quote, or one the pro withdrew, is not found (404). The quote row is locked, so two answers at
 * once end with one. The pro is notified in the same transaction ('Quote Accepted' / 'Quote
 * Declined') and, after the commit, the conversation hears the card as it is now (`quote` event).
 */
export async function answerQuote({ db, live, principal, quoteId, answer }: AnswerQuoteOptions): Promise<TQuote> {
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: quotes.status,
        isExpired: sql<boolean>`(${quotes.validUntil} < ${EARLIEST_TODAY})`,
        projectId: quotes.projectId,
        providerId: quotes.providerId,
        totalCents: quotes.totalCents,
        title: projects.title,
        providerUserId: providers.userId,
        isTakenElsewhere: sql<boolean>`(${projects.hiredProviderId} is not null and ${projects.hiredProviderId} <> ${quotes.providerId})`,
        isClosed: sql<boolean>`(${projects.closedAt} is not null)`,
      })
      .from(quotes)
      .innerJoin(chatMessages, eq(chatMessages.id, quotes.chatMessageId))
      .innerJoin(projects, eq(projects.id, quotes.projectId))
      .innerJoin(providers, eq(providers.id, quotes.providerId))
      .where(
        and(
          eq(quotes.id, quoteId),
          eq(quotes.customerUserId, principal.userId),
          eq(projects.customerUserId, principal.userId),
          isNull(chatMessages.deletedAt),
          not(chatMessages.sensitiveInfo),
        ),
      )
      .for('update', { of: quotes });
    if (!row) throw quoteNotFound();
    if (row.status === 'accepted' || row.status === 'declined') {
      throw new AppError('conflict', quoteMessages.alreadyAnswered(row.status));
    }
    if (row.isExpired) throw new AppError('conflict', quoteMessages.expired);
    if (answer === 'accepted' && (row.isTakenElsewhere || row.isClosed)) {
      throw new AppError('conflict', quoteMessages.projectTaken);
    }
    await tx
      .update(quotes)
      .set({ status: answer, answeredAt: new Date() })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'pending')));
    const total = formatCents(row.totalCents);
    await notify(tx, {
      userId: row.providerUserId,
      taskName: QUOTE_NOTIFICATION_TASK[answer],
      text: quoteNotificationTexts[answer](total, row.title),
      projectId: row.projectId,
    });
    return row;
  });

  const card = await loadQuoteCard(db, quoteId);
  if (!card) throw quoteNotFound();
  const event: TChatLiveEvent = { type: 'quote', data: card };
  await live.broadcastTo(chatStream(answered.projectId, answered.providerId), event);
  return card;
}
