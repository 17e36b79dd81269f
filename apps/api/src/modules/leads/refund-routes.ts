import * as endpoints from '@homebid/contracts/endpoints/leads';
import { leadTexts, REFUND_RULES } from '@homebid/contracts/leads';
import { centsToDollars } from '@homebid/contracts/wallet';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { walletBalanceCents } from '../wallet';
import { refundJson, requestRefund } from './request-refund';

/** Refund requests (spec §7 /v2/providers/refunds; the automatic rules). */
const refundsRoutes: FastifyPluginAsync = async (app) => {
  app.endpoint(endpoints.requestRefund, async ({ principal, body }) => {
    const providerId = providerIdOf(principal);
    const refund = await requestRefund({
      db: app.db,
      providerId,
      walletHistoryId: body.wallet_history_id,
      projectId: body.project_id,
      reason: body.reason,
    });
    const message =
      refund.status === 'approved' && refund.rule
        ? leadTexts.refundApproved(REFUND_RULES[refund.rule])
        : leadTexts.refundSubmitted;
    return ok(
      { refund: refundJson(refund), amount: centsToDollars(await walletBalanceCents(app.db, providerId)) },
      message,
    );
  });
};

export default refundsRoutes;
