// The operator's side of refunds (npm run admin -- refunds list|approve <id>|reject <id>).
import type { Database } from '@homebid/db/client';
import { refundRequests } from '@homebid/db/schema';
import { desc, eq } from 'drizzle-orm';
import { approveRefundIn, findRefund, type RefundRow, rejectRefundIn } from './request-refund';

export async function listRefunds(db: Database, { status }: { status?: string } = {}): Promise<RefundRow[]> {
  const ids = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(status ? eq(refundRequests.status, status) : undefined)
    .orderBy(desc(refundRequests.id))
    .limit(200);
  const list: RefundRow[] = [];
  for (const { id } of ids) {
    const row = await findRefund(db, id);
    if (row) list.push(row);
  }
  return list;
}

/** Approves a pending request: credits the wallet once. False when it was not pending. */
export async function approveRefund(db: Database, refundId: number, decidedBy = 'operator'): Promise<boolean> {
  return (await db.transaction((tx) => approveRefundIn(tx, { refundId, decidedBy }))) !== null;
}

export async function rejectRefund(db: Database, refundId: number, decidedBy = 'operator'): Promise<boolean> {
  return db.transaction((tx) => rejectRefundIn(tx, { refundId, decidedBy }));
}
