import type { Database } from '@homebid/db/client';
import type { Config } from '../../lib/config';
import type { CardProcessor } from './card-processor';
import { createSandboxProcessor } from './sandbox-processor';
import { createStripeProcessor } from './stripe-processor';

/** CONTRACT §2: Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise. */
export function createCardProcessor(config: Pick<Config, 'stripe'>, db: Database): CardProcessor {
  const { secretKey, publishableKey, apiUrl } = config.stripe;
  if (secretKey) return createStripeProcessor({ secretKey, publishableKey, apiUrl });
  return createSandboxProcessor(db);
}
