import { chatTexts, type TMessageBy } from '@homebid/contracts/chat';
import type { TProjectState } from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { preparedRead } from '@homebid/db/prepared';
import { bids, chatMessages, projects, providerProjects, providers, storedFiles, users } from '@homebid/db/schema';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, forbidden } from '../../lib/errors';
import { canSeeCustomerContact, type ProjectTitleColumns, projectTitleFor } from '../project-masking';
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

/**
 * A project ($1) with its customer and one provider ($2) (an alias names only itself in SQL: `users cu`): every chat call reads it, so it is prepared
 * once per connection (on PGlite, planning these joins cost more than running them).
 */
const conversationRow = preparedRead<
  ProjectTitleColumns & {
    budget_cents: number | null;
    street_address: string;
    city: string;
    state: string;
    zipcode: string;
    status: TProjectState;
    hired_provider_id: number | null;
    customer_user_id: number;
    customer_name: string;
    customer_avatar_key: string | null;
    provider_id: number;
    provider_user_id: number;
    provider_name: string;
    provider_avatar_key: string | null;
    provider_project_id: number | string | null;
    is_lead_purchased: boolean;
    has_bid: boolean;
    has_messages: boolean;
  }
>({
  name: 'chat_conversation',
  params: 2,
  build: (projectId, providerId) => sql`
    select ${projects.title} as title, ${projects.maskedTitle} as masked_title,
      ${projects.textMaskVersion} as text_mask_version, ${projects.budgetCents} as budget_cents,
      ${projects.streetAddress} as street_address, ${projects.city} as city, ${projects.state} as state,
      ${projects.zipcode} as zipcode, ${projects.status} as status, ${projects.hiredProviderId} as hired_provider_id,
      ${projects.customerUserId} as customer_user_id, ${customer.name} as customer_name,
      coalesce(${customerAvatar.thumbnailKey}, ${customerAvatar.key}) as customer_avatar_key,
      ${providers.id} as provider_id, ${providers.userId} as provider_user_id,
      coalesce(nullif(btrim(${providers.companyName}), ''), ${providerUser.name}) as provider_name,
      coalesce(${providerAvatar.thumbnailKey}, ${providerAvatar.key}) as provider_avatar_key,
      ${providerProjects.id} as provider_project_id,
      (${providerProjects.leadPurchasedAt} is not null) as is_lead_purchased,
      exists (select 1 from ${bids} where ${bids.projectId} = ${projects.id} and ${bids.providerId} = ${providers.id}) as has_bid,
      exists (select 1 from ${chatMessages} where ${chatMessages.projectId} = ${projects.id}
        and ${chatMessages.providerId} = ${providers.id}) as has_messages
    from ${projects}
    join ${users} ${customer} on ${customer.id} = ${projects.customerUserId}
    left join ${storedFiles} ${customerAvatar} on ${customerAvatar.id} = ${customer.avatarFileId}
    join ${providers} on ${providers.id} = ${providerId}::int
    join ${users} ${providerUser} on ${providerUser.id} = ${providers.userId}
    left join ${storedFiles} ${providerAvatar} on ${providerAvatar.id} = ${providerUser.avatarFileId}
    left join ${providerProjects} on ${providerProjects.projectId} = ${projects.id}
      and ${providerProjects.providerId} = ${providers.id}
    where ${projects.id} = ${projectId}::bigint`,
});

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
  const [row] = await conversationRow.rows(db, [projectId, providerId]);
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
    // A bigint read by raw SQL arrives as text from node-postgres.
    providerProjectId: row.provider_project_id === null ? null : Number(row.provider_project_id),
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
