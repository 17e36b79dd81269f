import type { TLeadPaymentDetail } from '@homebid/contracts/leads';
import type { Database } from '@homebid/db/client';
import { providers, users } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { optionalFileUrl } from '../../lib/storage/file-url';
import type { CardProcessor } from '../payments';
import { canSeeCustomerContact, customerNameFor, projectTitleFor } from '../project-masking';
import { findProviderProject } from '../projects';
import { cardJson, listCards } from '../wallet';
import { leadPriceFor } from './lead-price';
import { assertLeadPurchasable } from './purchase-lead';

export interface LeadPaymentDetailsOptions {
  db: Database;
  config: Config;
  processor: CardProcessor;
  providerId: number;
  projectId: number;
}

/**
 * GET /providers/get_provider_card_details: whether the provider may buy this lead now (else the
 * page sends them to /leads), its price after the Pro+ discount, the project as the page shows it
 * (never the customer's contact details: short name, title with contact details masked) and the
 * saved cards.
 */
export async function getLeadPaymentDetails(options: LeadPaymentDetailsOptions): Promise<TLeadPaymentDetail> {
  const { db, config, processor, providerId, projectId } = options;
  const [provider] = await db
    .select({ name: sql<string>`coalesce(nullif(${providers.companyName}, ''), ${users.name})` })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId));
  const project = await findProviderProject(db, providerId, projectId);
  let reason: string | null = null;
  try {
    await assertLeadPurchasable(db, providerId, projectId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    reason = error.message;
  }
  const price = project ? await leadPriceFor(db, providerId, projectId) : null;
  const canContact = project ? canSeeCustomerContact(project, providerId) : false;
  const cards = await listCards(db, processor, providerId);
  return {
    available: reason === null,
    unavailable_reason: reason,
    service_amount: (price?.paidCents ?? 0) / 100,
    provider_id: providerId,
    provider_name: provider?.name ?? '',
    provider_project_id: project?.provider_project_id ? Number(project.provider_project_id) : null,
    stripe_card_details: cards.map(cardJson),
    project: project
      ? {
          id: Number(project.id),
          title: projectTitleFor(project, canContact),
          consumer_name: customerNameFor(project.customer_name, canContact),
          consumer_avatar_url: optionalFileUrl(config, project.customer_avatar_key),
          address: { city: project.city ?? null, state: project.state ?? null },
          published_date: new Date(project.created_at).toISOString(),
          project_type: project.project_type ?? null,
        }
      : null,
  };
}
