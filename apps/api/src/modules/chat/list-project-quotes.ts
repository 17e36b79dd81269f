import type { TQuote } from '@homebid/contracts/quotes';
import type { Database } from '@homebid/db/client';
import { projects, quotes } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { projectNotFound } from '../projects';
import { loadQuoteCards } from './quote-cards';

/**
 * GET /v2/customers/projects/:id/quotes: every pro's quotes on one of the customer's projects, newest
 * first (withdrawn ones left out); another customer's project is not found.
 */
export async function listProjectQuotes(db: Database, customerUserId: number, projectId: number): Promise<TQuote[]> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.customerUserId, customerUserId)));
  if (!project) throw projectNotFound();
  return loadQuoteCards(db, and(eq(quotes.projectId, projectId), eq(quotes.customerUserId, customerUserId)));
}
