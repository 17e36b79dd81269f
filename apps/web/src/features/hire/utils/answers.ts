import { QUESTION_TYPE, type TMeasurement } from '@homebid/contracts/projects';
import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import type { AnswerValue, MeasurementValue } from '../hooks/hire-draft';
import { hireTexts as t } from '../texts';

/** One answer as POST /v2/customers/projects takes it (CONTRACT §5). */
export interface PostedAnswer {
  question: string;
  answer: boolean | string[] | TMeasurement | string;
  question_type: number;
}

type Dimension = TCatalogueQuestion['dimensions'][number];

const isMeasurementValue = (value: AnswerValue | undefined): value is MeasurementValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sizeOf = (value: string | undefined) => (value ?? '').trim();
const isSize = (value: string) => /^\d+(\.\d+)?$/.test(value) && Number(value) > 0;

/** Whether the question was given any answer at all (an optional one left empty is not posted). */
export function isAnswered(question: TCatalogueQuestion, value: AnswerValue | undefined): boolean {
  switch (question.question_type) {
    case QUESTION_TYPE.yesNo:
      return typeof value === 'boolean';
    case QUESTION_TYPE.choices:
      return Array.isArray(value) && value.length > 0;
    case QUESTION_TYPE.measurements:
      return isMeasurementValue(value) && question.dimensions.some((d) => sizeOf(value[d]) !== '');
    default:
      return typeof value === 'string' && value.trim() !== '';
  }
}

/** What keeps Next from moving on: null when the answer may be kept (or left out, when optional). */
export function answerProblem(question: TCatalogueQuestion, value: AnswerValue | undefined): string | null {
  const answered = isAnswered(question, value);
  if (question.question_type === QUESTION_TYPE.measurements) {
    if (!answered) return question.required ? t.measurementInvalid : null;
    const sizes = isMeasurementValue(value) ? value : {};
    return question.dimensions.every((d) => isSize(sizeOf(sizes[d]))) ? null : t.measurementInvalid;
  }
  if (answered || !question.required) return null;
  switch (question.question_type) {
    case QUESTION_TYPE.yesNo:
      return t.answerRequired;
    case QUESTION_TYPE.choices:
      return t.choiceRequired;
    default:
      return t.textRequired;
  }
}

const measuring = (dimension: Dimension) => `measuring_${dimension}` as const;

/** The answer as the project keeps it: yes/no, the chosen options, one measurement, or the text. */
function postedValue(question: TCatalogueQuestion, value: AnswerValue): PostedAnswer['answer'] {
  if (question.question_type === QUESTION_TYPE.measurements && isMeasurementValue(value)) {
    const measurement: TMeasurement = { title: question.question.slice(0, 200) };
    for (const dimension of question.dimensions) measurement[measuring(dimension)] = Number(sizeOf(value[dimension]));
    if (question.unit) measurement.unit = question.unit;
    return measurement;
  }
  if (typeof value === 'string') return value.trim();
  return value as boolean | string[];
}

/** The answered questions, in the catalogue's order, as `question_answers`. */
export function postedAnswers(
  questions: readonly TCatalogueQuestion[],
  answers: Readonly<Record<string, AnswerValue>>,
): PostedAnswer[] {
  return questions
    .filter(
      (question) => isAnswered(question, answers[question.key]) && !answerProblem(question, answers[question.key]),
    )
    .map((question) => ({
      question: question.question,
      answer: postedValue(question, answers[question.key] as AnswerValue),
      question_type: question.question_type,
    }));
}
