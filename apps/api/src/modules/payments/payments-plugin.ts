import fp from 'fastify-plugin';
import type { CardProcessor } from './card-processor';
import { createCardProcessor } from './create-card-processor';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor (CONTRACT §6a): the sandbox or Stripe. Never call it inside a transaction. */
    payments: CardProcessor;
  }
}

export interface PaymentsPluginOptions {
  /** A ready processor to use instead of the configured one. */
  processor?: CardProcessor;
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const processor = options.processor ?? createCardProcessor(app.config, app.db);
    app.decorate('payments', processor);
    app.log.debug({ processor: processor.name }, 'card processor ready');
  },
  { name: 'payments', dependencies: ['config', 'database'] },
);
