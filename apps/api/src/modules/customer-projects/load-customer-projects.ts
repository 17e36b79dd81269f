import {
  DETAIL_STATUS,
  type TCustomerProject,
  type TCustomerProjectStatus,
  type TProjectFile,
  type TProjectState,
  type TQuestionAnswer,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import {
  bids,
  chatMessages,
  projectFiles,
  projectSubTypes,
  projects,
  projectTypes,
  providers,
  reviews,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { and, asc, count, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../lib/config';
import { parseJson } from '../../lib/json-column';
import { fileUrl, optionalFileUrl } from '../../lib/storage/file-url';
import { describeBids } from './describe-bids';

type Reader = Pick<Database, 'select'>;

/** A customer's list shows this many projects, newest first. */
export const CUSTOMER_PROJECT_LIST_LIMIT = 100;

/** Money in JSON: dollars with two decimals (CONTRACT §3). */
const dollars = (cents: number) => Math.round(cents) / 100;

/** The customer's reading of a project's state: a project cancelled before any hire was closed by them. */
export function customerStatusOf(state: TProjectState, closedAt: Date | null): TCustomerProjectStatus {
  switch (state) {
    case 'bidding':
      return 'open';
    case 'hired':
    case 'cancellation_requested':
      return 'hired';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return closedAt ? 'closed' : 'cancelled';
  }
}

const hiredProvider = alias(providers, 'hired_provider');
const hiredUser = alias(users, 'hired_user');

export interface LoadCustomerProjectsOptions {
  db: Reader;
  config: Pick<Config, 'publicUrl'>;
  /** Only this user's projects are read: every answer of the customer side goes through here. */
  customerUserId: number;
  /** One project, or all of the customer's (newest first). */
  projectId?: number;
}

/**
 * The customer's projects with their files, bids and unread messages, as ZCustomerProject: four
 * queries in all, whatever the number of projects. The hired pro's contact details join only once a
 * pro is hired.
 */
export async function loadCustomerProjects({
  db,
  config,
  customerUserId,
  projectId,
}: LoadCustomerProjectsOptions): Promise<TCustomerProject[]> {
  const rows = await db
    .select({
      project: projects,
      projectType: projectTypes.title,
      projectSubType: projectSubTypes.name,
      isReviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.projectId} = ${projects.id})`,
      hiredPro: {
        companyName: hiredProvider.companyName,
        phoneNumber2: hiredProvider.phoneNumber2,
        name: hiredUser.name,
        email: hiredUser.email,
        mobileNumber: hiredUser.mobileNumber,
      },
    })
    .from(projects)
    .innerJoin(projectTypes, eq(projectTypes.id, projects.projectTypeId))
    .innerJoin(projectSubTypes, eq(projectSubTypes.id, projects.projectSubTypeId))
    .leftJoin(hiredProvider, eq(hiredProvider.id, projects.hiredProviderId))
    .leftJoin(hiredUser, eq(hiredUser.id, hiredProvider.userId))
    .where(
      and(
        eq(projects.customerUserId, customerUserId),
        projectId === undefined ? undefined : eq(projects.id, projectId),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(CUSTOMER_PROJECT_LIST_LIMIT);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.project.id);

  const [fileRows, bidRows, unreadRows] = await Promise.all([
    db
      .select({
        projectId: projectFiles.projectId,
        id: storedFiles.id,
        key: storedFiles.key,
        thumbnailKey: storedFiles.thumbnailKey,
        kind: projectFiles.kind,
      })
      .from(projectFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, projectFiles.storedFileId))
      .where(inArray(projectFiles.projectId, ids))
      .orderBy(asc(projectFiles.position), asc(storedFiles.id)),
    db
      .select({
        bid: bids,
        providerName: sql<string>`coalesce(nullif(btrim(${providers.companyName}), ''), ${users.name})`,
      })
      .from(bids)
      .innerJoin(providers, eq(providers.id, bids.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(inArray(bids.projectId, ids))
      .orderBy(asc(bids.createdAt), asc(bids.id)),
    // What the pros wrote that the customer has not read (withheld and deleted messages are shown to nobody).
    db
      .select({ projectId: chatMessages.projectId, unread: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.customerUserId, customerUserId),
          inArray(chatMessages.projectId, ids),
          eq(chatMessages.messageBy, 'provider'),
          isNull(chatMessages.readAt),
          isNull(chatMessages.deletedAt),
          not(chatMessages.sensitiveInfo),
        ),
      )
      .groupBy(chatMessages.projectId),
  ]);
  const unreadOf = new Map(unreadRows.map((row) => [row.projectId, Number(row.unread)]));

  const filesOf = new Map<number, TProjectFile[]>();
  for (const file of fileRows) {
    const list = filesOf.get(file.projectId) ?? [];
    list.push({
      id: file.id,
      url: fileUrl(config, file.key),
      thumbnail_url: optionalFileUrl(config, file.thumbnailKey),
      kind: file.kind === 'video' ? 'video' : 'image',
    });
    filesOf.set(file.projectId, list);
  }
  const bidsOf = await describeBids({
    db,
    config,
    projects: rows.map(({ project }) => ({
      id: project.id,
      zipcode: project.zipcode,
      budgetCents: project.budgetCents,
    })),
    bids: bidRows,
  });

  return rows.map(({ project, projectType, projectSubType, isReviewed, hiredPro }) => {
    const state = project.status as TProjectState;
    const projectBids = bidsOf.get(project.id) ?? [];
    return {
      id: project.id,
      public_project_id: project.publicId,
      title: project.title,
      description: project.description,
      project_type: projectType,
      project_sub_type: projectSubType,
      street_address: project.streetAddress,
      zipcode: project.zipcode,
      city: project.city,
      state: project.state,
      budget: project.budgetCents === null ? null : dollars(project.budgetCents),
      project_state: state,
      project_status: DETAIL_STATUS[state],
      phone_verified: project.isPhoneVerified,
      question_answers: parseJson<TQuestionAnswer[]>(project.questionAnswers),
      files: filesOf.get(project.id) ?? [],
      hired_provider_id: project.hiredProviderId,
      hired_bid_id: project.hiredBidId,
      is_reviewed: Boolean(isReviewed),
      created_at: project.createdAt.toISOString(),
      bids: projectBids,
      status: customerStatusOf(state, project.closedAt),
      bid_count: projectBids.length,
      unread_messages: unreadOf.get(project.id) ?? 0,
      can_edit: state === 'bidding',
      hired_pro: hiredProContact(project.hiredProviderId, hiredPro),
      awaiting_confirmation: state === 'completed' && project.customerConfirmedAt === null,
    };
  });
}

/** The hired pro's company, name, phone and e-mail for the customer; null before a hire. */
function hiredProContact(
  providerId: number | null,
  pro: {
    companyName: string | null;
    phoneNumber2: string | null;
    name: string | null;
    email: string | null;
    mobileNumber: string | null;
  } | null,
): TCustomerProject['hired_pro'] {
  if (providerId === null || !pro?.name || !pro.email) return null;
  return {
    provider_id: providerId,
    company_name: pro.companyName?.trim() || pro.name,
    name: pro.name,
    phone: pro.mobileNumber ?? pro.phoneNumber2,
    email: pro.email,
  };
}
