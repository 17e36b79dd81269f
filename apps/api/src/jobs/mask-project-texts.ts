import type { FastifyInstance } from 'fastify';
import { remaskStaleProjects } from '../modules/project-masking';
import type { ScheduledJob } from './scheduler';

/**
 * Every minute (one indexed look when there is nothing to do): projects masked with older masking
 * rules, or never (written before the masking existed, or by hand), get their masked copies made
 * again. Reads mask such rows on the fly meanwhile, so nothing waits for this job.
 */
export function maskProjectTextsJob(app: FastifyInstance): ScheduledJob {
  return { name: 'mask-project-texts', everyMs: 60_000, run: () => remaskStaleProjects({ db: app.db }) };
}
