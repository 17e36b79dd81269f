// The operator's side of refunds (npm run admin -- refunds list|approve <id>|reject <id>).
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { approveRefundIn, findRefund, type RefundRow, rejectRefundIn } from './request-refund';

export async function listRefunds(db: Database, { status }: { status?: string } = {}): Promise<RefundRow[]> {
  const ids = await rows<{ id: number }>(
    db,
    sql`select id from refund_requests ${status ? sql`where status = ${status}` : sql``} order by id desc limit 200`,
  );
  const list: RefundRow[] = [];
  for (const { id } of ids) {
    const row = await findRefund(db, Number(id));
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
