// The demo provider's Purchased Leads, bought as the provider would buy them, through the leads
// module's services: from the wallet (the Buy lead button), or by the saved card (the lead payment
// page: a payment intent, then its confirmation with the card), each at the server's price; then
// the pipeline it keeps on them (status, notes, a follow-up date). Never a table written directly,
// so the ledger, the card charges and their receipts, Purchased Leads and /performance all agree.
import type { Database } from '@homebid/db/client';
import {
  confirmLeadPayment,
  initiateLeadPayment,
  purchaseLeadFromWallet,
  updateLeadPipeline,
} from '../../modules/leads';
import type { CardProcessor } from '../../modules/payments';
import type { DemoLead } from './demo-catalogue';
import type { DemoWallet } from './seed-demo-wallet';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedDemoLeadsOptions {
  db: Database;
  processor: CardProcessor;
  wallet: DemoWallet;
  leads: readonly DemoLead[];
  /** The catalogue project's id, by its number. */
  projectIdOf: (number: number) => number;
  now: Date;
}

export async function seedDemoLeads({ db, processor, wallet, leads, projectIdOf, now }: SeedDemoLeadsOptions) {
  const { providerId, paymentMethodId } = wallet;
  for (const lead of leads) {
    const projectId = projectIdOf(lead.project);
    if (lead.pay === 'wallet') {
      await purchaseLeadFromWallet({ db, providerId, projectId });
    } else {
      const { payment_response: intent } = await initiateLeadPayment({ db, processor, providerId, projectId });
      await confirmLeadPayment({ db, processor, providerId, projectId, paymentIntentId: intent.id, paymentMethodId });
    }
    const { status, notes, followUpInDays } = lead.pipeline;
    // A lead nobody touched is New without a pipeline row, as in the product.
    if (status === 'new' && notes === undefined && followUpInDays === undefined) continue;
    await updateLeadPipeline(db, providerId, projectId, {
      status,
      ...(notes !== undefined && { notes }),
      ...(followUpInDays !== undefined && {
        follow_up_on: new Date(now.getTime() + followUpInDays * DAY_MS).toISOString().slice(0, 10),
      }),
    });
  }
}
