import type { TChatLiveEvent } from '@homebid/contracts/chat';
import type { Database } from '@homebid/db/client';
import { preparedRead } from '@homebid/db/prepared';
import { chatMessages, projects } from '@homebid/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** The project's own text ($1), whose numbers (sizes, prices, dates, the street number) are harmless in its chat. */
const projectTextRow = preparedRead<{
  title: string;
  description: string;
  street_address: string;
  city: string;
  zipcode: string;
  budget_cents: number | null;
  question_answers: unknown;
}>({
  name: 'chat_project_texts',
  params: 1,
  build: (projectId) => sql`
    select ${projects.title} as title, ${projects.description} as description,
      ${projects.streetAddress} as street_address, ${projects.city} as city, ${projects.zipcode} as zipcode,
      ${projects.budgetCents} as budget_cents, ${projects.questionAnswers} as question_answers
    from ${projects} where ${projects.id} = ${projectId}::bigint`,
});

async function projectTexts(db: Database, projectId: number): Promise<string[]> {
  const [project] = await projectTextRow.rows(db, [projectId]);
  if (!project) return [];
  const answers =
    typeof project.question_answers === 'string' ? JSON.parse(project.question_answers) : project.question_answers;
  return [
    project.title,
    project.description,
    `${project.street_address}, ${project.city} ${project.zipcode}`,
    project.budget_cents === null ? '' : `$${project.budget_cents / 100}`,
    ...textsOf(answers),
  ];
}

/** The sender's ($3) latest visible messages with text in a conversation ($1 project, $2 provider), newest first. */
const recentFragmentRows = preparedRead<{ id: number | string; body: string }>({
  name: 'chat_recent_fragments',
  params: 3,
  build: (projectId, providerId, authorUserId) => sql`
    select ${chatMessages.id} as id, ${chatMessages.body} as body from ${chatMessages}
    where ${chatMessages.projectId} = ${projectId}::bigint and ${chatMessages.providerId} = ${providerId}::int
      and ${chatMessages.authorUserId} = ${authorUserId}::int and not ${chatMessages.sensitiveInfo}
      and ${chatMessages.deletedAt} is null and ${chatMessages.body} <> ''
      and ${chatMessages.createdAt} > now() - interval '${sql.raw(String(FRAGMENT_WINDOW_HOURS))} hours'
    order by ${chatMessages.id} desc
    limit ${sql.raw(String(FRAGMENT_MESSAGES))}`,
});

/** The sender's latest visible messages with text in the conversation, oldest first. */
async function recentFragments(db: Database, conversation: Conversation, authorUserId: number) {
  const found = await recentFragmentRows.rows(db, [conversation.projectId, conversation.providerId, authorUserId]);
  // A bigint read by raw SQL arrives as text from node-postgres.
  return found.map((row) => ({ id: Number(row.id), body: row.body })).reverse();
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
