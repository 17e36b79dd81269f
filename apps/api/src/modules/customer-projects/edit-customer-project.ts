import {
  customerProjectMessages,
  type TCustomerProject,
  type TCustomerProjectEdit,
  type TQuestionAnswer,
} from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { parseJson } from '../../lib/json-column';
import { maskProjectText, PROJECT_TEXT_MASK_VERSION } from '../project-masking';
import { checkQuestionAnswers } from './check-question-answers';
import { getCustomerProject } from './get-customer-project';
import { lockOwnProject } from './own-project';

export interface EditCustomerProjectOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  customerUserId: number;
  projectId: number;
  /** Only the fields sent change; a budget sent empty is removed. */
  changes: TCustomerProjectEdit;
}

const notEditable = () => new AppError('conflict', customerProjectMessages.notEditable);

/**
 * PATCH /v2/customers/projects/{id}: the owner changes the title, description, street address,
 * budget or answers while the project is open for bids (no pro hired, not closed). The masked copies
 * providers read are made again from the new text in the same transaction (project-masking), so
 * contact details typed in now stay hidden exactly as on posting; answers must fit the catalogue.
 */
export async function editCustomerProject({
  db,
  config,
  customerUserId,
  projectId,
  changes,
}: EditCustomerProjectOptions): Promise<TCustomerProject> {
  await db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, customerUserId, projectId);
    if (project.status !== 'bidding') throw notEditable();
    if (changes.question_answers) {
      await checkQuestionAnswers(tx, project.projectSubTypeId, changes.question_answers);
    }
    const next = {
      title: changes.title ?? project.title,
      description: changes.description ?? project.description,
      streetAddress: changes.street_address ?? project.streetAddress,
      budgetCents: changes.budget === undefined ? project.budgetCents : changes.budget,
      questionAnswers: changes.question_answers ?? parseJson<TQuestionAnswer[]>(project.questionAnswers),
    };
    const masked = maskProjectText({
      title: next.title,
      description: next.description,
      question_answers: next.questionAnswers,
      street_address: next.streetAddress,
      zipcode: project.zipcode,
      budget_cents: next.budgetCents,
    });
    const [saved] = await tx
      .update(projects)
      .set({
        ...next,
        maskedTitle: masked.masked_title,
        maskedDescription: masked.masked_description,
        maskedQuestionAnswers: masked.masked_question_answers,
        textMaskVersion: PROJECT_TEXT_MASK_VERSION,
        updatedAt: new Date(),
      })
      .where(and(eq(projects.id, projectId), eq(projects.status, 'bidding')))
      .returning({ id: projects.id });
    if (!saved) throw notEditable();
  });
  return getCustomerProject({ db, config, customerUserId, projectId });
}
