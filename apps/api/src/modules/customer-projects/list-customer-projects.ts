import type { TCustomerProject } from '@homebid/contracts/projects';
import { type LoadCustomerProjectsOptions, loadCustomerProjects } from './load-customer-projects';

/** GET /v2/customers/projects: the caller's own projects, newest first, with their bids. */
export function listCustomerProjects(
  options: Omit<LoadCustomerProjectsOptions, 'projectId'>,
): Promise<TCustomerProject[]> {
  return loadCustomerProjects(options);
}
