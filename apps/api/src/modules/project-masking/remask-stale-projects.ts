import type { TQuestionAnswer } from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import { eq, inArray, lt } from 'drizzle-orm';
import { maskProjectText, PROJECT_TEXT_MASK_VERSION } from './mask-project-text';

export interface RemaskStaleProjectsOptions {
  db: Pick<Database, 'select' | 'update'>;
  /** Rows read and written per statement. */
  batchSize?: number;
}

/**
 * The mask-project-texts job's work: projects masked with older rules than PROJECT_TEXT_MASK_VERSION
 * (or never: rows written before the masking existed, or by hand) get their masked copies made
 * again. Reads already mask such rows on the fly; this makes them cheap again and lets the title
 * search use the masked copy. Idempotent, so two processes running it at once only repeat work.
 * Answers how many rows it brought up to date.
 */
export async function remaskStaleProjects({ db, batchSize = 200 }: RemaskStaleProjectsOptions): Promise<number> {
  let done = 0;
  for (;;) {
    const found = await db
      .select({
        id: projects.id,
        title: projects.title,
        description: projects.description,
        street_address: projects.streetAddress,
        zipcode: projects.zipcode,
        budget_cents: projects.budgetCents,
        questionAnswers: projects.questionAnswers,
      })
      .from(projects)
      .where(lt(projects.textMaskVersion, PROJECT_TEXT_MASK_VERSION))
      .limit(batchSize);
    if (!found.length) return done;
    const clean: number[] = [];
    for (const { questionAnswers, ...row } of found) {
      // The guard takes up to a millisecond or two per project: let requests through between rows.
      await new Promise((resolve) => setImmediate(resolve));
      const masked = maskProjectText({ ...row, question_answers: questionAnswers as TQuestionAnswer[] });
      if (!masked.masked_title && !masked.masked_description && !masked.masked_question_answers) {
        clean.push(row.id);
        continue;
      }
      await db
        .update(projects)
        .set({
          maskedTitle: masked.masked_title,
          maskedDescription: masked.masked_description,
          maskedQuestionAnswers: masked.masked_question_answers,
          textMaskVersion: PROJECT_TEXT_MASK_VERSION,
        })
        .where(eq(projects.id, row.id));
    }
    if (clean.length) {
      await db
        .update(projects)
        .set({
          maskedTitle: null,
          maskedDescription: null,
          maskedQuestionAnswers: null,
          textMaskVersion: PROJECT_TEXT_MASK_VERSION,
        })
        .where(inArray(projects.id, clean));
    }
    done += found.length;
  }
}
