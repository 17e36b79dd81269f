import {
  DETAIL_STATUS,
  type TCustomerProject,
  type TProjectFile,
  type TProjectState,
  type TQuestionAnswer,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import {
  bids,
  projectFiles,
  projectSubTypes,
  projects,
  projectTypes,
  providers,
  reviews,
  storedFiles,
  users,
} from '@homebid/db/schema';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { parseJson } from '../../lib/json-column';
import { fileUrl, optionalFileUrl } from '../../lib/storage/file-url';
import { describeBids } from './describe-bids';

type Reader = Pick<Database, 'select'>;

/** A customer's list shows this many projects, newest first. */
export const CUSTOMER_PROJECT_LIST_LIMIT = 100;

/** Money in JSON: dollars with two decimals (CONTRACT §3). */
const dollars = (cents: number) => Math.round(cents) / 100;
/** What a bid comes to: the amount when fixed, rate × hours when hourly. */

export interface LoadCustomerProjectsOptions {
  db: Reader;
  config: Pick<Config, 'publicUrl'>;
  /** Only this user's projects are read: every answer of the customer side goes through here. */
  customerUserId: number;
  /** One project, or all of the customer's (newest first). */
  projectId?: number;
}

/** The customer's projects with their files and bids, as ZCustomerProject (three queries in all). */
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
    })
    .from(projects)
    .innerJoin(projectTypes, eq(projectTypes.id, projects.projectTypeId))
    .innerJoin(projectSubTypes, eq(projectSubTypes.id, projects.projectSubTypeId))
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

  const [fileRows, bidRows] = await Promise.all([
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
  ]);

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

  return rows.map(({ project, projectType, projectSubType, isReviewed }) => {
    const state = project.status as TProjectState;
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
      bids: bidsOf.get(project.id) ?? [],
    };
  });
}
