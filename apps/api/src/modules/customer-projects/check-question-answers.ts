import { customerProjectMessages, QUESTION_TYPE, type TQuestionAnswer } from '@homebid/contracts/projects';
import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import type { Database } from '@homebid/db/client';
import { invalid } from '../../lib/errors';
import { listSubTypeQuestions } from '../reference';

/** The answer types that are not plain text; any other type is text (spec §3). */
const SHAPED_TYPES = new Set<number>([QUESTION_TYPE.yesNo, QUESTION_TYPE.choices, QUESTION_TYPE.measurements]);

/** Question texts compare without case and surrounding or repeated spaces. */
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What is wrong with the answers that name a question of the catalogue (by its text): of another
 * type than the question, or choices it does not offer (or several where it takes one). Answers to
 * questions the catalogue does not have are the customer's own and pass as they are. Empty: all fit.
 */
export function findAnswerProblems(questions: readonly TCatalogueQuestion[], answers: readonly TQuestionAnswer[]) {
  const byText = new Map(questions.map((question) => [comparable(question.question), question]));
  const problems = new Set<string>();
  for (const answer of answers) {
    const question = byText.get(comparable(answer.question));
    if (!question) continue;
    const fitsType = SHAPED_TYPES.has(question.question_type)
      ? answer.question_type === question.question_type
      : !SHAPED_TYPES.has(answer.question_type);
    if (!fitsType) {
      problems.add(customerProjectMessages.answerWrongType(question.question));
    } else if (question.question_type === QUESTION_TYPE.choices && Array.isArray(answer.answer)) {
      const offered = new Set(question.options);
      const chosen = answer.answer.map(String);
      if (chosen.some((choice) => !offered.has(choice))) {
        problems.add(customerProjectMessages.answerNotAnOption(question.question));
      } else if (!question.multiple && chosen.length > 1) {
        problems.add(customerProjectMessages.answerOneOption(question.question));
      }
    }
  }
  return [...problems];
}

/** Refuses (422, every problem named) answers that do not fit the sub-type's catalogue questions. */
export async function checkQuestionAnswers(
  db: Pick<Database, 'select'>,
  projectSubTypeId: number,
  answers: readonly TQuestionAnswer[],
): Promise<void> {
  if (answers.length === 0) return;
  const problems = findAnswerProblems(await listSubTypeQuestions(db, projectSubTypeId), answers);
  if (problems.length) throw invalid(...problems);
}
