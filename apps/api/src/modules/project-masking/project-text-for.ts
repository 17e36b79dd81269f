import type { TQuestionAnswer } from '@homebid/contracts/projects';
import type { RawRow } from '@homebid/db/client';
import { projects } from '@homebid/db/schema';
import {
  allowedNumbersOf,
  maskAnswers,
  maskText,
  PROJECT_TEXT_MASK_VERSION,
  type ProjectTextInput,
  parseAnswers,
} from './mask-project-text';

type ProjectColumns = RawRow<typeof projects>;

/**
 * The rule of CONTRACT §5: a provider sees the customer's contact details (phone, e-mail, full
 * name and street address, and whatever of them the customer typed into the project) once it
 * bought the lead or was hired for the project.
 */
export function canSeeCustomerContact(
  row: Pick<ProjectColumns, 'hired_provider_id'> & { is_lead_purchased: boolean },
  providerId: number,
): boolean {
  return row.is_lead_purchased || row.hired_provider_id === providerId;
}

/** The columns a project's provider-facing title is made from, as a Drizzle selection (spread it into a select). */
export const projectTitleSelection = {
  title: projects.title,
  masked_title: projects.maskedTitle,
  text_mask_version: projects.textMaskVersion,
  street_address: projects.streetAddress,
  zipcode: projects.zipcode,
  budget_cents: projects.budgetCents,
};

/** The columns a project's provider-facing title is made from. */
export type ProjectTitleColumns = Pick<ProjectColumns, 'title' | 'masked_title' | 'text_mask_version'> &
  Partial<Pick<ProjectColumns, 'street_address' | 'zipcode' | 'budget_cents'>>;

/** The columns a project's provider-facing text is made from (the answers as JSON, or its text). */
export type ProjectTextColumns = ProjectTitleColumns &
  Pick<ProjectColumns, 'description' | 'masked_description'> &
  Pick<ProjectTextInput, 'question_answers'> & { masked_question_answers: TQuestionAnswer[] | string | null };

const isCurrent = (row: ProjectTitleColumns) => row.text_mask_version === PROJECT_TEXT_MASK_VERSION;

/**
 * The project's title as a provider sees it: as typed when `canSeeContact`, else with the contact
 * details masked (the stored copy, or masked now when the row was masked with older rules).
 */
export function projectTitleFor(row: ProjectTitleColumns, canSeeContact: boolean): string {
  if (canSeeContact) return row.title;
  if (isCurrent(row)) return row.masked_title ?? row.title;
  return maskText(row.title, allowedNumbersOf(row));
}

/** The project's title, description and question answers as a provider sees them (see projectTitleFor). */
export function projectTextFor(
  row: ProjectTextColumns,
  canSeeContact: boolean,
): { title: string; description: string; question_answers: TQuestionAnswer[] } {
  const answers = parseAnswers(row.question_answers);
  if (canSeeContact) return { title: row.title, description: row.description, question_answers: answers };
  if (isCurrent(row)) {
    return {
      title: row.masked_title ?? row.title,
      description: row.masked_description ?? row.description,
      question_answers: row.masked_question_answers ? parseAnswers(row.masked_question_answers) : answers,
    };
  }
  const allowed = allowedNumbersOf(row);
  return {
    title: maskText(row.title, allowed),
    description: maskText(row.description, allowed),
    question_answers: maskAnswers(answers, allowed),
  };
}

/** The first name and the last name's initial: who the customer is, without identifying them. */
export function customerNameFor(name: string, canSeeContact: boolean): string {
  if (canSeeContact) return name;
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]}.` : first;
}
