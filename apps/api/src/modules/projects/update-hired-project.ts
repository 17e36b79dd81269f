import type { Multipart } from '@fastify/multipart';
import { CUSTOMER_NOTIFICATION_TASK, customerNotificationTexts } from '@homebid/contracts/notifications';
import {
  DETAIL_STATUS,
  PROJECT_NOTIFICATION_TASK,
  projectMessages,
  projectNotificationTexts,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { cancellationRequests, projectCompletionFiles, projects, providers, users } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invalid } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import { readForm, readUploadedFile, removeStoredFiles, type StoredFile, storeUpload } from '../files';
import { notify } from '../notifications';
import { findProviderProject, projectNotFound } from './get-provider-project';

/** Completion photos: at most this many per request. */
const MAX_COMPLETION_FILES = 10;
const COMPLETION_FILE_FIELDS = new Set(['documents[]', 'documents', 'document[]', 'document']);

async function lockHiredProject(tx: Database, providerId: number, projectId: number) {
  const project = await findProviderProject(tx, providerId, projectId, { lock: true });
  if (!project) throw projectNotFound();
  if (project.hired_provider_id !== providerId || project.status !== 'hired') throw invalid(projectMessages.notHired);
  const [owner] = await tx
    .select({ customerUserId: projects.customerUserId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return { project, customerUserId: owner.customerUserId };
}

export interface MarkProjectCompleteOptions {
  db: Database;
  store: FileStore;
  providerId: number;
  userId: number;
  projectId: number;
  /** The multipart body: project_status 4 and documents[] (photos of the finished job). */
  parts: AsyncIterable<Multipart>;
  log?: FastifyBaseLogger;
}

/**
 * The hired provider marks the job complete (spec §4 Mark Complete), with photos of the finished
 * work, private to the customer and the provider (the file access rule in routes.ts). All or
 * nothing: the photos are removed again when the change fails.
 */
export async function markProjectComplete({
  db,
  store,
  providerId,
  userId,
  projectId,
  parts,
  log,
}: MarkProjectCompleteOptions): Promise<number> {
  const before = await findProviderProject(db, providerId, projectId);
  if (!before) throw projectNotFound();
  if (before.hired_provider_id !== providerId || before.status !== 'hired') throw invalid(projectMessages.notHired);
  const stored: StoredFile[] = [];
  try {
    await readForm(parts, async (file) => {
      if (!COMPLETION_FILE_FIELDS.has(file.fieldname) || stored.length >= MAX_COMPLETION_FILES) {
        await readUploadedFile(file);
        return;
      }
      stored.push(
        await storeUpload({ db, store, file, ownerUserId: userId, accept: ['image'], visibility: 'private', log }),
      );
    });
    return await db.transaction(async (tx) => {
      const { project, customerUserId } = await lockHiredProject(tx, providerId, projectId);
      const now = new Date();
      await tx
        .update(projects)
        .set({ status: 'completed', completedAt: now, updatedAt: now })
        .where(eq(projects.id, projectId));
      if (stored.length) {
        await tx.insert(projectCompletionFiles).values(stored.map((file) => ({ projectId, storedFileId: file.id })));
      }
      // The customer may now confirm and review: 'Job Marked Complete', with the pro's company name.
      const [pro] = await tx
        .select({ company: sql<string>`coalesce(nullif(btrim(${providers.companyName}), ''), ${users.name})` })
        .from(providers)
        .innerJoin(users, eq(users.id, providers.userId))
        .where(eq(providers.id, providerId));
      await notify(tx, {
        userId: customerUserId,
        taskName: CUSTOMER_NOTIFICATION_TASK.markedComplete,
        text: customerNotificationTexts.markedComplete(pro.company, project.title),
        projectId,
      });
      return DETAIL_STATUS.completed;
    });
  } catch (error) {
    await removeStoredFiles(db, store, stored, log);
    throw error;
  }
}

export interface RequestCancellationOptions {
  db: Database;
  providerId: number;
  userId: number;
  projectId: number;
  reason: string;
}

/** The hired provider asks to cancel the job (spec §7 /cancellation_request: status 1, open). */
export async function requestCancellation({ db, providerId, userId, projectId, reason }: RequestCancellationOptions) {
  return db.transaction(async (tx) => {
    const { project, customerUserId } = await lockHiredProject(tx, providerId, projectId);
    const now = new Date();
    await tx
      .insert(cancellationRequests)
      .values({ projectId, requestedByUserId: userId, requestedUserType: 2, reason, status: 1 });
    await tx
      .update(projects)
      .set({ status: 'cancellation_requested', updatedAt: now })
      .where(eq(projects.id, projectId));
    await notify(tx, {
      userId: customerUserId,
      taskName: PROJECT_NOTIFICATION_TASK.updates,
      text: projectNotificationTexts.cancellationRequested(project.title),
      projectId,
    });
    return DETAIL_STATUS.cancellation_requested;
  });
}
