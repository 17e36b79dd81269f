import type { Database } from '@homebid/db/client';
import { providerProjects } from '@homebid/db/schema';
import { findProviderProject, projectNotFound } from './get-provider-project';

export interface MarkProviderProjectOptions {
  db: Database;
  providerId: number;
  projectId: number;
  set: { isIgnored?: boolean; isBookmarked?: boolean };
}

/** Ignores or (un)bookmarks a project the provider may see; one provider_projects row per pair. */
export async function markProviderProject({ db, providerId, projectId, set }: MarkProviderProjectOptions) {
  const project = await findProviderProject(db, providerId, projectId);
  if (!project) throw projectNotFound();
  await db
    .insert(providerProjects)
    .values({ providerId, projectId, ...set })
    .onConflictDoUpdate({
      target: [providerProjects.providerId, providerProjects.projectId],
      set: { ...set, updatedAt: new Date() },
    });
}
