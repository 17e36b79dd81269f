import * as endpoints from '@homebid/contracts/endpoints/projects';
import { BID_FEE_TIERS, BID_FEE_TOP_PERCENT, projectMessages, ZBidFields } from '@homebid/contracts/projects';
import { projectCompletionFiles, projects, providers } from '@homebid/db/schema';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { sendEncoded } from '../../lib/encoded-body';
import { ok } from '../../lib/envelope';
import { invalid } from '../../lib/errors';
import { readForm } from '../files';
import { providerIdOf } from '../sessions';
import { createAvailableAnswers } from './available-answers';
import { findProviderProject, getProviderProject, type LoadLeadCard, projectNotFound } from './get-provider-project';
import { listProviderProjects, PROVIDER_LISTS } from './list-provider-projects';
import { loadDashboard } from './load-dashboard';
import { markProviderProject } from './mark-provider-project';
import { deleteBid, placeBid } from './place-bid';
import { markProjectComplete, requestCancellation } from './update-hired-project';

/** The bid form's fields, validated with the contract's schema (multipart: every value is text). */
function parseBidFields(fields: Record<string, string>) {
  const parsed = ZBidFields.safeParse(fields);
  if (!parsed.success) throw invalid(...new Set(parsed.error.issues.map((issue) => issue.message)));
  return parsed.data;
}

/** The provider's side of the marketplace (spec 'projects' §2, §7). */
export interface ProjectsRoutesOptions {
  /** The leads module's lead card for the project detail (see LoadLeadCard). */
  loadLeadCard: LoadLeadCard;
}

const projectsRoutes: FastifyPluginAsync<ProjectsRoutesOptions> = async (app, { loadLeadCard }) => {
  const { db, config, storage: store } = app;
  const cards = (providerId: number, where: ReturnType<typeof sql>) =>
    listProviderProjects({ db, config, providerId, where });

  const available = createAvailableAnswers({ db, config });
  app.endpoint(endpoints.listAvailableProjects, async ({ principal, query, request, reply }) =>
    sendEncoded(request, reply.type('application/json; charset=utf-8'), await available.answer(principal, query)),
  );

  app.endpoint(endpoints.listWebProjectsAvailable, async ({ principal }) => {
    const providerId = providerIdOf(principal);
    return ok({ projects: await cards(providerId, PROVIDER_LISTS.availableUnbought(providerId)) });
  });

  app.endpoint(endpoints.listInConversation, async ({ principal }) => {
    const providerId = providerIdOf(principal);
    return ok({ projects: await cards(providerId, PROVIDER_LISTS.inConversation(providerId)) });
  });

  app.endpoint(endpoints.listRelatedProjects, async ({ principal, query }) => {
    const providerId = providerIdOf(principal);
    const project = await findProviderProject(db, providerId, query.project_id);
    if (!project) throw projectNotFound();
    const where = sql`${PROVIDER_LISTS.availableUnbought(providerId)} and p.id <> ${query.project_id}
      and p.project_sub_type_id = (select project_sub_type_id from projects where id = ${query.project_id})`;
    return ok({ related_projects: await listProviderProjects({ db, config, providerId, where, limit: 6 }) });
  });

  app.endpoint(endpoints.getProviderProject, async ({ principal, params }) =>
    ok(
      await getProviderProject({ db, config, providerId: providerIdOf(principal), projectId: params.id, loadLeadCard }),
    ),
  );

  app.endpoint(endpoints.getProjectVideos, async ({ principal, params }) => {
    const detail = await getProviderProject({
      db,
      config,
      providerId: providerIdOf(principal),
      projectId: params.id,
      loadLeadCard,
    });
    return ok({ videos: detail.files.filter((file) => file.kind === 'video') });
  });

  app.endpoint(endpoints.getBidCommissionDetails, async () =>
    ok({
      tiers: BID_FEE_TIERS.map((tier) => ({ ...tier })),
      above_top_percent: BID_FEE_TOP_PERCENT,
      note: 'The customer pays this fee up front to log the job; it is subtracted from the bid price. Your bid is your net amount.',
    }),
  );

  app.endpoint(endpoints.createBid, async ({ principal, params, parts }) => {
    const fields = parseBidFields(await readForm(parts));
    const bid = await placeBid({ db, providerId: providerIdOf(principal), projectId: params.project_id, fields });
    return ok(bid, projectMessages.bidPlaced);
  });

  app.endpoint(endpoints.updateBid, async ({ principal, params, parts }) => {
    const fields = parseBidFields(await readForm(parts));
    const providerId = providerIdOf(principal);
    const bid = await placeBid({ db, providerId, projectId: params.project_id, bidId: params.bid_id, fields });
    return ok(bid, projectMessages.bidUpdated);
  });

  app.endpoint(endpoints.deleteBid, async ({ principal, params }) => {
    await deleteBid({ db, providerId: providerIdOf(principal), projectId: params.project_id });
    return ok({ project_id: params.project_id }, projectMessages.bidDeleted);
  });

  app.endpoint(endpoints.ignoreProject, async ({ principal, params }) => {
    const providerId = providerIdOf(principal);
    await markProviderProject({ db, providerId, projectId: params.project_id, set: { isIgnored: true } });
    return ok({ project_id: params.project_id }, projectMessages.projectIgnored);
  });

  app.endpoint(endpoints.bookmarkProject, async ({ principal, params }) => {
    const providerId = providerIdOf(principal);
    await markProviderProject({ db, providerId, projectId: params.project_id, set: { isBookmarked: true } });
    return ok({ project_id: params.project_id, bookmarked: true }, projectMessages.bookmarked);
  });

  app.endpoint(endpoints.unbookmarkProject, async ({ principal, params }) => {
    const providerId = providerIdOf(principal);
    await markProviderProject({ db, providerId, projectId: params.project_id, set: { isBookmarked: false } });
    return ok({ project_id: params.project_id, bookmarked: false }, projectMessages.unbookmarked);
  });

  app.endpoint(endpoints.listInBidding, async ({ principal }) => {
    const providerId = providerIdOf(principal);
    return ok({ projects: await cards(providerId, PROVIDER_LISTS.inBidding()) });
  });

  app.endpoint(endpoints.listInProcessing, async ({ principal }) => {
    const providerId = providerIdOf(principal);
    return ok({ projects: await cards(providerId, PROVIDER_LISTS.inProcessing(providerId)) });
  });

  app.endpoint(endpoints.listHistory, async ({ principal }) => {
    const providerId = providerIdOf(principal);
    return ok({ projects: await cards(providerId, PROVIDER_LISTS.history(providerId)) });
  });

  app.endpoint(endpoints.listBookmarks, async ({ principal }) => {
    const providerId = providerIdOf(principal);
    return ok({ projects: await cards(providerId, PROVIDER_LISTS.bookmarks(providerId)) });
  });

  app.endpoint(endpoints.markProjectComplete, async ({ principal, params, parts, request }) => {
    const projectStatus = await markProjectComplete({
      db,
      store,
      providerId: providerIdOf(principal),
      userId: principal.userId,
      projectId: params.id,
      parts,
      log: request.log,
    });
    return ok({ project_id: params.id, project_status: projectStatus }, projectMessages.markedComplete);
  });

  app.endpoint(endpoints.requestCancellation, async ({ principal, body }) => {
    const projectStatus = await requestCancellation({
      db,
      providerId: providerIdOf(principal),
      userId: principal.userId,
      projectId: body.project_id,
      reason: body.description,
    });
    return ok({ project_id: body.project_id, project_status: projectStatus }, projectMessages.cancellationRequested);
  });

  app.endpoint(endpoints.getDashboard, async ({ principal, query }) =>
    ok(
      await loadDashboard({
        db,
        config,
        providerId: providerIdOf(principal),
        projectTypeId: query.project_type_id,
        projectSubTypeId: query.project_sub_type_id,
      }),
    ),
  );

  // Completion photos are private: the project's customer and its hired provider may read them.
  app.fileAccess.allow(async (database, fileId, userId) => {
    const found = await database
      .select({ ok: sql`1` })
      .from(projectCompletionFiles)
      .innerJoin(projects, eq(projects.id, projectCompletionFiles.projectId))
      .leftJoin(providers, eq(providers.id, projects.hiredProviderId))
      .where(
        and(
          eq(projectCompletionFiles.storedFileId, fileId),
          or(eq(projects.customerUserId, userId), eq(providers.userId, userId)),
        ),
      )
      .limit(1);
    return found.length > 0;
  });
};

export default projectsRoutes;
