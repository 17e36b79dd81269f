import { chatTexts, type TMessageBy } from '@homebid/contracts/chat';
import type { Database } from '@homebid/db/client';
import { bids, chatMessages, projects, providerProjects, providers, storedFiles, users } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, forbidden } from '../../lib/errors';
import { canSeeCustomerContact, projectTitleFor } from '../project-masking';
import { findProviderProject } from '../projects';
import type { Principal } from '../sessions';

/** A conversation the caller is not a party of, or that does not exist: the same 404. */
export const conversationNotFound = () => new AppError('not_found', chatTexts.conversationNotFound);

/** One conversation (a project's customer and one provider) as the chat needs it. */
export interface Conversation {
  projectId: number;
  providerId: number;
  providerUserId: number;
  customerUserId: number;
  /** The project's title as typed: what the customer sees. */
  title: string;
  /** The project's title as the provider sees it (contact details masked until it may see them). */
  providerTitle: string;
  streetAddress: string;
  city: string;
  state: string;
  zipcode: string;
  customerName: string;
  customerAvatarKey: string | null;
  providerName: string;
  providerAvatarKey: string | null;
  providerProjectId: number | null;
  /** The provider is hired for the project: the contact-detail guard no longer applies. */
  isHired: boolean;
  /** The provider may see the customer's contact details (hired, or the lead bought). */
  canSeeContact: boolean;
  /** The project closed with another provider hired (or none): this provider may read, not write. */
  isClosedToProvider: boolean;
  /** The caller's side. */
  callerRole: TMessageBy;
}

const customer = alias(users, 'cu');
const customerAvatar = alias(storedFiles, 'cav');
const providerUser = alias(users, 'pu');
const providerAvatar = alias(storedFiles, 'pav');

export function roleOf(principal: Pick<Principal, 'userType'>): TMessageBy {
  return principal.userType === 2 ? 'provider' : 'customer';
}

/**
 * The conversation about `projectId` between its customer and provider `providerId`, when the
 * caller is one of the two; null otherwise. Parties: the project's customer, and a provider that
 * may see the project (the projects module's rule: it is available to it, or it bid, bought the
 * lead or was hired; a bought lead stays readable after the customer hired another pro). A customer may talk with a provider that bid, bought the lead, was hired or
 * already wrote to it.
 */
export async function findConversation(
  db: Database,
  principal: Pick<Principal, 'userId' | 'userType' | 'providerId'>,
  projectId: number,
  providerId: number,
): Promise<Conversation | null> {
  const found = await lookUpConversation(db, principal, projectId, providerId);
  return found === NOT_IN_CONTACT ? null : found;
}

/** The customer's own project, and a pro it may not write to yet (no bid, lead, hire or message). */
const NOT_IN_CONTACT = 'not_in_contact';

async function lookUpConversation(
  db: Database,
  principal: Pick<Principal, 'userId' | 'userType' | 'providerId'>,
  projectId: number,
  providerId: number,
): Promise<Conversation | typeof NOT_IN_CONTACT | null> {
  const callerRole = roleOf(principal);
  if (callerRole === 'provider') {
    if (principal.providerId !== providerId) return null;
    if (!(await findProviderProject(db, providerId, projectId))) return null;
  }
  const [row] = await db
    .select({
      title: projects.title,
      masked_title: projects.maskedTitle,
      text_mask_version: projects.textMaskVersion,
      budget_cents: projects.budgetCents,
      street_address: projects.streetAddress,
      city: projects.city,
      state: projects.state,
      zipcode: projects.zipcode,
      status: projects.status,
      hired_provider_id: projects.hiredProviderId,
      customer_user_id: projects.customerUserId,
      customer_name: customer.name,
      customer_avatar_key: sql<string | null>`coalesce(${customerAvatar.thumbnailKey}, ${customerAvatar.key})`,
      provider_id: providers.id,
      provider_user_id: providers.userId,
      provider_name: sql<string>`coalesce(nullif(btrim(${providers.companyName}), ''), ${providerUser.name})`,
      provider_avatar_key: sql<string | null>`coalesce(${providerAvatar.thumbnailKey}, ${providerAvatar.key})`,
      provider_project_id: providerProjects.id,
      is_lead_purchased: sql<boolean>`(${providerProjects.leadPurchasedAt} is not null)`,
      has_bid: sql<boolean>`exists (select 1 from ${bids} where ${bids.projectId} = ${projects.id} and ${bids.providerId} = ${providers.id})`,
      has_messages: sql<boolean>`exists (select 1 from ${chatMessages} where ${chatMessages.projectId} = ${projects.id} and ${chatMessages.providerId} = ${providers.id})`,
    })
    .from(projects)
    .innerJoin(customer, eq(customer.id, projects.customerUserId))
    .leftJoin(customerAvatar, eq(customerAvatar.id, customer.avatarFileId))
    .innerJoin(providers, eq(providers.id, providerId))
    .innerJoin(providerUser, eq(providerUser.id, providers.userId))
    .leftJoin(providerAvatar, eq(providerAvatar.id, providerUser.avatarFileId))
    .leftJoin(
      providerProjects,
      and(eq(providerProjects.projectId, projects.id), eq(providerProjects.providerId, providers.id)),
    )
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const isHired = row.hired_provider_id === providerId;
  const canSeeContact = canSeeCustomerContact(row, providerId);
  if (callerRole === 'customer') {
    if (row.customer_user_id !== principal.userId) return null;
    if (!(isHired || row.has_bid || row.is_lead_purchased || row.has_messages)) return NOT_IN_CONTACT;
  }
  return {
    projectId,
    providerId: row.provider_id,
    providerUserId: row.provider_user_id,
    customerUserId: row.customer_user_id,
    title: row.title,
    providerTitle: projectTitleFor(row, canSeeContact),
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    customerName: row.customer_name,
    customerAvatarKey: row.customer_avatar_key,
    providerName: row.provider_name,
    providerAvatarKey: row.provider_avatar_key,
    providerProjectId: row.provider_project_id,
    isHired,
    canSeeContact,
    isClosedToProvider: row.status !== 'bidding' && !isHired,
    callerRole,
  };
}

/**
 * `findConversation`, or 404; a customer naming a pro of its own project that it may not write to yet
 * is told so (403 customerNotInContact): the project is its own, the pro's public card is no secret.
 */
export async function requireConversation(
  db: Database,
  principal: Pick<Principal, 'userId' | 'userType' | 'providerId'>,
  projectId: number,
  providerId: number,
): Promise<Conversation> {
  const conversation = await lookUpConversation(db, principal, projectId, providerId);
  if (conversation === NOT_IN_CONTACT) throw forbidden(chatTexts.customerNotInContact);
  if (!conversation) throw conversationNotFound();
  return conversation;
}
