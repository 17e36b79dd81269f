import type { TCustomerProject } from '@homebid/contracts/projects';
import { projectNotFound } from '../projects';
import { type LoadCustomerProjectsOptions, loadCustomerProjects } from './load-customer-projects';

export type GetCustomerProjectOptions = LoadCustomerProjectsOptions & { projectId: number };

/** GET /v2/customers/projects/{id}: one of the caller's projects; another customer's answers 404. */
export async function getCustomerProject(options: GetCustomerProjectOptions): Promise<TCustomerProject> {
  const [project] = await loadCustomerProjects(options);
  if (!project) throw projectNotFound();
  return project;
}
