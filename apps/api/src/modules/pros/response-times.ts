import { RESPONSE_TIME_DAYS } from '@homebid/contracts/pros';
import type { Database } from '@homebid/db/client';
import { bids, chatMessages, projects } from '@homebid/db/schema';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';

type Reader = Pick<Database, 'select'>;

/**
 * Per provider and project posted since `since`: the minutes from the project's posting to the
 * provider's first bid or first message on it. A subquery, for the public profile's medians and the
 * provider's own performance page.
 */
export function firstAnswerMinutes(db: Reader, providerIds: number[], since: SQL) {
  // Every answer of the providers: their bids, and the messages they wrote (partial index of 0015).
  const answers = unionAll(
    db
      .select({ providerId: bids.providerId, projectId: bids.projectId, at: bids.createdAt })
      .from(bids)
      .where(inArray(bids.providerId, providerIds)),
    db
      .select({ providerId: chatMessages.providerId, projectId: chatMessages.projectId, at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(inArray(chatMessages.providerId, providerIds), eq(chatMessages.messageBy, 'provider'))),
  ).as('answers');
  return db
    .select({
      providerId: answers.providerId,
      projectId: sql<number>`${answers.projectId}`.as('project_id'),
      minutes: sql<number>`greatest(0, extract(epoch from (min(${answers.at}) - ${projects.createdAt})) / 60)`.as(
        'minutes',
      ),
    })
    .from(answers)
    .innerJoin(projects, eq(projects.id, answers.projectId))
    .where(gte(projects.createdAt, since))
    .groupBy(answers.providerId, answers.projectId, projects.createdAt)
    .as('first_answers');
}

/**
 * Each provider's response time: per project posted in the last RESPONSE_TIME_DAYS days, the minutes
 * from its posting to the provider's first bid or first message on it; then the median of those, in
 * whole minutes. One query for any number of providers; a provider with nothing to measure is absent.
 */
export async function loadResponseTimes(db: Reader, providerIds: number[]): Promise<Map<number, number>> {
  if (providerIds.length === 0) return new Map();
  const firstAnswers = firstAnswerMinutes(db, providerIds, sql`now() - make_interval(days => ${RESPONSE_TIME_DAYS})`);
  const medians = await db
    .select({
      providerId: firstAnswers.providerId,
      minutes: sql<number>`percentile_cont(0.5) within group (order by ${firstAnswers.minutes})`.mapWith(Number),
    })
    .from(firstAnswers)
    .groupBy(firstAnswers.providerId);
  return new Map(medians.map((row) => [row.providerId, Math.round(row.minutes)]));
}
