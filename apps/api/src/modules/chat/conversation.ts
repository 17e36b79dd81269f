import { chatTexts, type TMessageBy } from '@homebid/contracts/chat';
import { type Database, type RawRow, rows } from '@homebid/db/client';
import type { projects, providerProjects, providers, storedFiles, users } from '@homebid/db/schema';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
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

type ProjectColumns = RawRow<typeof projects>;

/** The conversation's project, its two parties and the provider's relation to the project. */
type ConversationColumns = ProjectTitleColumns &
  Pick<
    ProjectColumns,
    'street_address' | 'city' | 'state' | 'zipcode' | 'status' | 'hired_provider_id' | 'customer_user_id'
  > & {
    project_id: ProjectColumns['id'];
    customer_name: RawRow<typeof users>['name'];
    customer_avatar_key: RawRow<typeof storedFiles>['key'] | null;
    provider_id: RawRow<typeof providers>['id'];
    provider_user_id: RawRow<typeof providers>['user_id'];
    provider_name: string;
    provider_avatar_key: RawRow<typeof storedFiles>['key'] | null;
    provider_project_id: RawRow<typeof providerProjects>['id'] | null;
    is_lead_purchased: boolean;
    has_bid: boolean;
    has_messages: boolean;
  };

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
  const callerRole = roleOf(principal);
  if (callerRole === 'provider') {
    if (principal.providerId !== providerId) return null;
    if (!(await findProviderProject(db, providerId, projectId))) return null;
  }
  const [row] = await rows<ConversationColumns>(
    db,
    sql`
      select p.id as project_id, p.title, p.masked_title, p.text_mask_version, p.budget_cents,
        p.street_address, p.city, p.state, p.zipcode, p.status, p.hired_provider_id,
        p.customer_user_id, cu.name as customer_name, coalesce(cav.thumbnail_key, cav.key) as customer_avatar_key,
        pr.id as provider_id, pr.user_id as provider_user_id,
        coalesce(nullif(btrim(pr.company_name), ''), pu.name) as provider_name,
        coalesce(pav.thumbnail_key, pav.key) as provider_avatar_key,
        pp.id as provider_project_id, (pp.lead_purchased_at is not null) as is_lead_purchased,
        exists (select 1 from bids b where b.project_id = p.id and b.provider_id = pr.id) as has_bid,
        exists (select 1 from chat_messages m where m.project_id = p.id and m.provider_id = pr.id) as has_messages
      from projects p
      join users cu on cu.id = p.customer_user_id
      left join stored_files cav on cav.id = cu.avatar_file_id
      join providers pr on pr.id = ${providerId}
      join users pu on pu.id = pr.user_id
      left join stored_files pav on pav.id = pu.avatar_file_id
      left join provider_projects pp on pp.project_id = p.id and pp.provider_id = pr.id
      where p.id = ${projectId}
    `,
  );
  if (!row) return null;
  const isHired = row.hired_provider_id === providerId;
  const canSeeContact = canSeeCustomerContact(row, providerId);
  if (callerRole === 'customer') {
    if (row.customer_user_id !== principal.userId) return null;
    if (!(isHired || row.has_bid || row.is_lead_purchased || row.has_messages)) return null;
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

/** `findConversation`, or 404. */
export async function requireConversation(
  db: Database,
  principal: Pick<Principal, 'userId' | 'userType' | 'providerId'>,
  projectId: number,
  providerId: number,
): Promise<Conversation> {
  const conversation = await findConversation(db, principal, projectId, providerId);
  if (!conversation) throw conversationNotFound();
  return conversation;
}
