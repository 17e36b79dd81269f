import { QUESTION_TYPE, type TMeasurement, type TQuestionAnswer } from '@homebid/contracts/projects';
import { questionAnswerTexts as t } from './texts';

const isMeasurement = (value: unknown): value is TMeasurement =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'title' in value;

/** 'L × B × H unit' of the sides that were given: '12 × 10 × 9 ft', '20 × 20 ft'. */
export function measurementSize(m: TMeasurement): string {
  const sides = [m.measuring_length, m.measuring_breadth, m.measuring_height].filter(
    (side) => side !== null && side !== undefined && String(side).trim() !== '',
  );
  return [sides.join(' × '), m.unit].filter(Boolean).join(' ');
}

const isYes = (answer: unknown) => answer === true || answer === 'true' || answer === 'yes';

/** Class names of the two looks: roomy (a page's main column), compact (a narrow side column). */
const looks = {
  roomy: {
    row: 'grid gap-1.5 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4',
    choices: 'flex flex-wrap gap-2',
    choice: 'rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800',
    measurements: 'divide-y divide-slate-100 rounded-lg border border-slate-200',
    measurement: 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm',
    measurementTitle: 'font-medium text-slate-800',
    measurementSize: 'tabular-nums text-slate-600',
  },
  compact: {
    row: 'space-y-1 py-2.5',
    choices: 'flex flex-wrap gap-1.5',
    choice: 'rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800',
    measurements: 'space-y-1',
    measurement: 'flex flex-wrap justify-between gap-x-3 text-sm',
    measurementTitle: 'font-medium',
    measurementSize: 'tabular-nums text-slate-700',
  },
} as const;
type Look = (typeof looks)[keyof typeof looks];

function Answer({ item, look }: { item: TQuestionAnswer; look: Look }) {
  const { answer } = item;
  if (item.question_type === QUESTION_TYPE.yesNo || typeof answer === 'boolean') {
    return <span className="font-medium">{isYes(answer) ? t.yes : t.no}</span>;
  }
  const measurements = (Array.isArray(answer) ? answer : [answer]).filter(isMeasurement);
  if (item.question_type === QUESTION_TYPE.measurements || measurements.length > 0) {
    return (
      <ul className={look.measurements}>
        {measurements.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows may share a title; their order is fixed
          <li key={i} className={look.measurement}>
            <span className={look.measurementTitle}>{m.title}</span>
            <span className={look.measurementSize}>{measurementSize(m)}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (Array.isArray(answer)) {
    return (
      <ul className={look.choices}>
        {answer.map((choice) => (
          <li key={String(choice)} className={look.choice}>
            {String(choice)}
          </li>
        ))}
      </ul>
    );
  }
  return <span className="whitespace-pre-line break-words">{String(answer)}</span>;
}

/**
 * A project's answers to its sub-type's questions, each by its type: yes/no, a list of choices,
 * measurements with their unit, text (spec §3). The same list for the pro and the customer;
 * `compact` stacks each question over its answer, for a narrow column.
 */
export function QuestionAnswers({ items, compact = false }: { items: TQuestionAnswer[]; compact?: boolean }) {
  const look = compact ? looks.compact : looks.roomy;
  return (
    <dl className="divide-y divide-slate-100">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat; their order is fixed
        <div key={i} className={look.row}>
          <dt className="text-sm text-slate-600">{item.question}</dt>
          <dd className="text-slate-900">
            <Answer item={item} look={look} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
