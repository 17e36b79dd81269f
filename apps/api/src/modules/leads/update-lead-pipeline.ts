import {
  pipelineMessages,
  type TLeadPipeline,
  type TLeadPipelineStatus,
  type TLeadPipelineUpdate,
} from '@homebid/contracts/lead-pipeline';
import type { Database } from '@homebid/db/client';
import { leadPipelines, leadPurchases, projects, users } from '@homebid/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

/** A lead without a pipeline row: new, no notes, no follow-up. */
export const NEW_PIPELINE: TLeadPipeline = { status: 'new', notes: '', follow_up_on: null };

/** The provider's pipeline on each of its purchases, by project id (projects without a row are absent). */
export async function loadLeadPipelines(
  db: Database,
  providerId: number,
  projectIds: number[],
): Promise<Map<number, TLeadPipeline & { paid_cents: number; payment_method: 'wallet' | 'card' }>> {
  if (projectIds.length === 0) return new Map();
  const found = await db
    .select({
      projectId: leadPurchases.projectId,
      paidCents: leadPurchases.paidCents,
      paymentMethod: leadPurchases.paymentMethod,
      status: leadPipelines.status,
      notes: leadPipelines.notes,
      followUpOn: leadPipelines.followUpOn,
    })
    .from(leadPurchases)
    .leftJoin(leadPipelines, eq(leadPipelines.leadPurchaseId, leadPurchases.id))
    .where(and(eq(leadPurchases.providerId, providerId), inArray(leadPurchases.projectId, projectIds)));
  return new Map(
    found.map((row) => [
      row.projectId,
      {
        status: (row.status ?? 'new') as TLeadPipelineStatus,
        notes: row.notes ?? '',
        follow_up_on: row.followUpOn ?? null,
        paid_cents: row.paidCents,
        payment_method: row.paymentMethod === 'card' ? 'card' : 'wallet',
      },
    ]),
  );
}

/** Sets the provider's status, notes or follow-up date on a lead it bought; another's lead is not found. */
export async function updateLeadPipeline(
  db: Database,
  providerId: number,
  projectId: number,
  change: TLeadPipelineUpdate,
): Promise<TLeadPipeline> {
  const [purchase] = await db
    .select({ id: leadPurchases.id })
    .from(leadPurchases)
    .where(and(eq(leadPurchases.providerId, providerId), eq(leadPurchases.projectId, projectId)));
  if (!purchase) throw new AppError('not_found', pipelineMessages.notFound);
  const set = {
    ...(change.status !== undefined && { status: change.status }),
    ...(change.notes !== undefined && { notes: change.notes }),
    ...(change.follow_up_on !== undefined && { followUpOn: change.follow_up_on || null }),
  };
  const [row] = await db
    .insert(leadPipelines)
    .values({ leadPurchaseId: purchase.id, providerId, ...set })
    .onConflictDoUpdate({ target: leadPipelines.leadPurchaseId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return { status: row.status as TLeadPipelineStatus, notes: row.notes, follow_up_on: row.followUpOn };
}

/** The customers of these projects, by project id: the buyer of each lead may see them in full. */
export async function loadLeadCustomers(
  db: Database,
  projectIds: number[],
): Promise<Map<number, { name: string; mobile: string | null; email: string | null }>> {
  if (projectIds.length === 0) return new Map();
  const found = await db
    .select({ projectId: projects.id, name: users.name, mobile: users.mobileNumber, email: users.email })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerUserId))
    .where(inArray(projects.id, projectIds));
  return new Map(found.map((row) => [row.projectId, { name: row.name, mobile: row.mobile, email: row.email }]));
}
