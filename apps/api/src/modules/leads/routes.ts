import * as endpoints from '@homebid/contracts/endpoints/leads';
import { pipelineMessages } from '@homebid/contracts/lead-pipeline';
import { leadMessages } from '@homebid/contracts/leads';
import { centsToDollars } from '@homebid/contracts/wallet';
import { leadPurchases } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { listProviderProjects } from '../projects';
import { providerIdOf } from '../sessions';
import { idempotencyKeyOf, transactionJson, walletBalanceCents, withIdempotency } from '../wallet';
import { announceLeadUnlocked } from './announce-lead-unlocked';
import { findLeadPurchase, type LeadPurchaseRow, leadPurchaseJson, purchaseLeadFromWallet } from './purchase-lead';
import { loadLeadCustomers, loadLeadPipelines, NEW_PIPELINE, updateLeadPipeline } from './update-lead-pipeline';

/** Buying leads from the wallet and the Purchased Leads list (spec §2, §4, §7). */
const leadsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  app.endpoint(endpoints.updateWallet, async ({ principal, body, request }) => {
    const providerId = providerIdOf(principal);
    return withIdempotency({
      db,
      providerId,
      key: idempotencyKeyOf(request),
      request: { method: 'POST', path: endpoints.updateWallet.path, body: { project_id: body.project_id } },
      run: async () => {
        const { purchase, ledger } = await purchaseLeadFromWallet({ db, providerId, projectId: body.project_id });
        await announceLeadUnlocked(app, body.project_id, providerId);
        const balance = await walletBalanceCents(db, providerId);
        // A free lead (100% discount) moves no money: its history line is a zero debit that is not stored.
        const history = ledger
          ? transactionJson(ledger)
          : {
              id: 0,
              payment_type: 'debit' as const,
              category: body.category,
              label_history: body.category,
              card: null,
              amount: 0,
              balance_after: centsToDollars(balance),
              project_id: body.project_id,
              created_at: purchase.createdAt.toISOString(),
              updated_at: purchase.createdAt.toISOString(),
            };
        return ok(
          { amount: centsToDollars(balance), history, lead_purchase: leadPurchaseJson(purchase) },
          leadMessages.leadPurchased,
        );
      },
    });
  });

  app.endpoint(endpoints.getWalletHistoryForProject, async ({ principal, params }) => {
    const purchase = await findLeadPurchase(db, providerIdOf(principal), params.project_id);
    if (!purchase?.walletTransactionId) throw new AppError('not_found', leadMessages.walletHistoryNotFound);
    return ok({ id: purchase.walletTransactionId });
  });

  app.endpoint(endpoints.markLeadPurchased, async ({ principal, params, body, request }) => {
    const providerId = providerIdOf(principal);
    const projectId = params.id;
    const answer = async (purchase: LeadPurchaseRow) =>
      ok(
        {
          lead_purchase: leadPurchaseJson(purchase),
          can_provider_contact_customer: true,
          amount: centsToDollars(await walletBalanceCents(db, providerId)),
        },
        leadMessages.leadPurchased,
      );
    if (body.wallet_history_id !== undefined) {
      // The debit made by /v2/providers/wallets/update already recorded the purchase: confirm it.
      const [row] = await db
        .select()
        .from(leadPurchases)
        .where(
          and(
            eq(leadPurchases.providerId, providerId),
            eq(leadPurchases.projectId, projectId),
            eq(leadPurchases.walletTransactionId, body.wallet_history_id),
          ),
        );
      if (!row) throw new AppError('not_found', leadMessages.walletHistoryNotFound);
      return answer(row);
    }
    const existing = await findLeadPurchase(db, providerId, projectId);
    if (existing && existing.refundStatus === null) return answer(existing);
    return withIdempotency({
      db,
      providerId,
      key: idempotencyKeyOf(request),
      request: { method: 'POST', path: endpoints.markLeadPurchased.path, body: { project_id: projectId } },
      run: async () => {
        const { purchase } = await purchaseLeadFromWallet({ db, providerId, projectId });
        await announceLeadUnlocked(app, projectId, providerId);
        return answer(purchase);
      },
    });
  });

  app.endpoint(endpoints.listPurchasedLeads, async ({ principal, query }) => {
    const providerId = providerIdOf(principal);
    const cards = await listProviderProjects({
      db,
      config,
      providerId,
      where: sql`pp.lead_purchased_at is not null`,
      orderBy: sql`pp.lead_purchased_at desc, p.id desc`,
    });
    const ids = cards.map((card) => card.id);
    const [pipelines, customers] = await Promise.all([
      loadLeadPipelines(db, providerId, ids),
      loadLeadCustomers(db, ids),
    ]);
    const projects = cards.flatMap((card) => {
      const found = pipelines.get(card.id);
      const customer = customers.get(card.id);
      const pipeline = found
        ? { status: found.status, notes: found.notes, follow_up_on: found.follow_up_on }
        : NEW_PIPELINE;
      if (!customer || (query.status && pipeline.status !== query.status)) return [];
      // Every listed project was bought (lead_purchased_at), so its customer may be contacted.
      return [
        {
          ...card,
          customer,
          amount_paid: found ? centsToDollars(found.paid_cents) : null,
          payment_method: found?.payment_method ?? null,
          pipeline,
        },
      ];
    });
    return ok({ projects });
  });

  app.endpoint(endpoints.updateLeadPipeline, async ({ principal, params, body }) => {
    const pipeline = await updateLeadPipeline(db, providerIdOf(principal), params.project_id, body);
    return ok({ project_id: params.project_id, pipeline }, pipelineMessages.saved);
  });
};

export default leadsRoutes;
