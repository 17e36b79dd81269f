import type { TQuestionAnswer } from '@homebid/contracts/projects';
import { type Database, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { maskProjectText, PROJECT_TEXT_MASK_VERSION } from './mask-project-text';

interface StaleRow {
  id: number | string;
  title: string;
  description: string;
  question_answers: TQuestionAnswer[] | string;
  street_address: string;
  zipcode: string;
  budget_cents: number | null;
}

export interface RemaskStaleProjectsOptions {
  db: Pick<Database, 'execute'>;
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
    const found = await rows<StaleRow>(
      db as Database,
      sql`select id, title, description, question_answers, street_address, zipcode, budget_cents from projects
          where text_mask_version < ${PROJECT_TEXT_MASK_VERSION} limit ${batchSize}`,
    );
    if (!found.length) return done;
    const clean: number[] = [];
    for (const row of found) {
      // The guard takes up to a millisecond or two per project: let requests through between rows.
      await new Promise((resolve) => setImmediate(resolve));
      const masked = maskProjectText(row);
      if (!masked.masked_title && !masked.masked_description && !masked.masked_question_answers) {
        clean.push(Number(row.id));
        continue;
      }
      await db.execute(sql`
        update projects set masked_title = ${masked.masked_title}, masked_description = ${masked.masked_description},
          masked_question_answers = ${masked.masked_question_answers ? JSON.stringify(masked.masked_question_answers) : null}::jsonb,
          text_mask_version = ${PROJECT_TEXT_MASK_VERSION}
        where id = ${row.id}`);
    }
    if (clean.length) {
      await db.execute(sql`
        update projects set masked_title = null, masked_description = null, masked_question_answers = null,
          text_mask_version = ${PROJECT_TEXT_MASK_VERSION}
        where id = any(${`{${clean.join(',')}}`}::bigint[])`);
    }
    done += found.length;
  }
}
