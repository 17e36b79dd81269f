import type { TChatLiveEvent } from '@homebid/contracts/chat';
import type { Database } from '@homebid/db/client';
import { chatMessages, projects } from '@homebid/db/schema';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { hasContactDetails, locateContactDetails } from '../contact-guard';
import { chatStream, type LiveHub } from '../live';
import type { Conversation } from './conversation';

/** The sender's earlier messages read together with a new one: this many, this recent. */
export const FRAGMENT_MESSAGES = 5;
export const FRAGMENT_WINDOW_HOURS = 24;

export interface ContactScreening {
  /** The new message carries a contact detail, alone or with the sender's earlier fragments. */
  flagged: boolean;
  /** Earlier messages of the sender that hold part of that detail: withheld with it. */
  withheldMessageIds: number[];
}

/** Every string and number inside a JSON value (the project's question answers). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The project's own text, whose numbers (sizes, prices, dates, the street number) are harmless in its chat. */
async function projectTexts(db: Database, projectId: number): Promise<string[]> {
  const [project] = await db
    .select({
      title: projects.title,
      description: projects.description,
      streetAddress: projects.streetAddress,
      city: projects.city,
      zipcode: projects.zipcode,
      budgetCents: projects.budgetCents,
      questionAnswers: projects.questionAnswers,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return [];
  const answers =
    typeof project.questionAnswers === 'string' ? JSON.parse(project.questionAnswers) : project.questionAnswers;
  return [
    project.title,
    project.description,
    `${project.streetAddress}, ${project.city} ${project.zipcode}`,
    project.budgetCents === null ? '' : `$${project.budgetCents / 100}`,
    ...textsOf(answers),
  ];
}

/** The sender's latest visible messages with text in the conversation, oldest first. */
async function recentFragments(db: Database, conversation: Conversation, authorUserId: number) {
  const rows = await db
    .select({ id: chatMessages.id, body: chatMessages.body })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.projectId, conversation.projectId),
        eq(chatMessages.providerId, conversation.providerId),
        eq(chatMessages.authorUserId, authorUserId),
        eq(chatMessages.sensitiveInfo, false),
        isNull(chatMessages.deletedAt),
        ne(chatMessages.body, ''),
        gt(chatMessages.createdAt, sql`now() - make_interval(hours => ${FRAGMENT_WINDOW_HOURS})`),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(FRAGMENT_MESSAGES);
  return rows.reverse();
}

/**
 * The contact-detail guard on a chat message before the hire. The message is read alone and after the
 * sender's recent messages (one a line), so a number or address sent in pieces ("555 123", "4567") is
 * found when its last piece arrives; the project's own numbers are harmless context. When a detail
 * spans earlier messages, those pieces are withheld too: a number cut in two is still mostly told by
 * its first part.
 */
export async function screenContactDetails(
  db: Database,
  conversation: Conversation,
  authorUserId: number,
  text: string,
): Promise<ContactScreening> {
  const allowed = await projectTexts(db, conversation.projectId);
  const fragments = await recentFragments(db, conversation, authorUserId);
  let combined = '';
  const starts: number[] = [];
  for (const fragment of fragments) {
    starts.push(combined.length);
    combined += `${fragment.body}\n`;
  }
  const newStart = combined.length;
  combined += text;
  const withheld = new Set<number>();
  let flagged = hasContactDetails(text, { allowed });
  for (const span of locateContactDetails(combined, { allowed })) {
    if (span.end <= newStart) continue;
    flagged = true;
    fragments.forEach((fragment, index) => {
      const end = starts[index] + fragment.body.length;
      if (span.start < end && span.end > starts[index]) withheld.add(fragment.id);
    });
  }
  return { flagged, withheldMessageIds: [...withheld] };
}

/**
 * Withholds the sender's earlier messages that held part of a contact detail found in what it sends
 * now (screenContactDetails' `withheldMessageIds`): they are marked sensitive and the conversation
 * hears a delete event for each.
 */
export async function withholdEarlierPieces(
  db: Database,
  live: Pick<LiveHub, 'broadcastTo'>,
  conversation: Conversation,
  authorUserId: number,
  messageIds: number[],
) {
  if (messageIds.length === 0) return;
  await db
    .update(chatMessages)
    .set({ sensitiveInfo: true })
    .where(and(inArray(chatMessages.id, messageIds), eq(chatMessages.authorUserId, authorUserId)));
  const stream = chatStream(conversation.projectId, conversation.providerId);
  for (const id of messageIds) {
    const event: TChatLiveEvent = { type: 'delete', deleted_message_id: id };
    await live.broadcastTo(stream, event);
  }
}
