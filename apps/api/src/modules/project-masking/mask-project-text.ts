import type { TQuestionAnswer } from '@homebid/contracts/projects';
import { maskContactDetails } from '../contact-guard';

/**
 * The version of the masking rules the stored masked copies were made with. Bump it whenever the
 * contact guard's rules change: rows masked with an older version are masked again at read time
 * and rewritten by the mask-project-texts job.
 */
export const PROJECT_TEXT_MASK_VERSION = 1;

/** The customer-written text of a project, and the structured fields whose numbers stay readable. */
export interface ProjectTextInput {
  title: string;
  description: string;
  question_answers: TQuestionAnswer[] | string;
  street_address?: string | null;
  zipcode?: string | null;
  budget_cents?: number | null;
}

/** The masked copies: null where the contact guard found nothing (the text as typed is what providers see). */
export interface MaskedProjectText {
  masked_title: string | null;
  masked_description: string | null;
  masked_question_answers: TQuestionAnswer[] | null;
}

/** Every string inside an answer (text, choices, measurement titles), masked; numbers and booleans as they are. */
function maskStrings(value: unknown, mask: (text: string) => string): unknown {
  if (typeof value === 'string') return mask(value);
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, mask));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskStrings(item, mask)]));
  }
  return value;
}

export const parseAnswers = (answers: TQuestionAnswer[] | string | null | undefined): TQuestionAnswer[] =>
  typeof answers === 'string' ? JSON.parse(answers) : (answers ?? []);

/** The project's own fields whose numbers stay readable in its text: street address, zip code, budget. */
export function allowedNumbersOf(
  project: Pick<ProjectTextInput, 'street_address' | 'zipcode' | 'budget_cents'>,
): string[] {
  const budget = project.budget_cents == null ? null : String(project.budget_cents / 100);
  return [project.street_address, project.zipcode, budget].filter((value): value is string => Boolean(value));
}

/** One text with every contact detail the contact guard (the chat's detector) finds masked. */
export const maskText = (text: string, allowed: string[]) => maskContactDetails(text, { allowed });

/**
 * The project's title, description and question answers with every contact detail masked; the
 * project's own numbers (allowedNumbersOf) are allowed, so they stay readable where the text
 * repeats them.
 */
export function maskProjectText(project: ProjectTextInput): MaskedProjectText {
  const allowed = allowedNumbersOf(project);
  const mask = (text: string) => maskText(text, allowed);
  const changed = <T>(before: T, after: T) => (JSON.stringify(before) === JSON.stringify(after) ? null : after);
  const answers = parseAnswers(project.question_answers);
  return {
    masked_title: changed(project.title, mask(project.title)),
    masked_description: changed(project.description, mask(project.description)),
    masked_question_answers: changed(answers, maskStrings(answers, mask) as TQuestionAnswer[]),
  };
}

/** The answers with every string masked (the read-time path of rows masked with older rules). */
export const maskAnswers = (answers: TQuestionAnswer[], allowed: string[]) =>
  maskStrings(answers, (text) => maskText(text, allowed)) as TQuestionAnswer[];
