import { QUESTION_TYPE, type TMeasurement, type TQuestionAnswer } from '@homebid/contracts/projects';
import { projectScreenTexts as t } from '../texts';

const isMeasurement = (value: unknown): value is TMeasurement =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'title' in value;

/** 'L × B × H unit' of the sides that were given: '12 × 10 × 9 ft', '20 × 20 ft'. */
function measurementSize(m: TMeasurement): string {
  const sides = [m.measuring_length, m.measuring_breadth, m.measuring_height].filter(
    (side) => side !== null && side !== undefined && String(side).trim() !== '',
  );
  return [sides.join(' × '), m.unit].filter(Boolean).join(' ');
}

function YesNo({ answer }: { answer: TQuestionAnswer['answer'] }) {
  const isYes = answer === true || answer === 'true' || answer === 'yes';
  return <span className="font-medium">{isYes ? t.yes : t.no}</span>;
}

function Answer({ item }: { item: TQuestionAnswer }) {
  const { answer } = item;
  if (item.question_type === QUESTION_TYPE.yesNo) return <YesNo answer={answer} />;
  if (item.question_type === QUESTION_TYPE.choices && Array.isArray(answer)) {
    return (
      <ul className="flex flex-wrap gap-2">
        {answer.map((choice) => (
          <li
            key={String(choice)}
            className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          >
            {String(choice)}
          </li>
        ))}
      </ul>
    );
  }
  if (item.question_type === QUESTION_TYPE.measurements) {
    const rows = (Array.isArray(answer) ? answer : [answer]).filter(isMeasurement);
    return (
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows may share a title; their order is fixed
          <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
            <span className="font-medium text-slate-800">{row.title}</span>
            <span className="tabular-nums text-slate-600">{measurementSize(row)}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (typeof answer === 'boolean') return <YesNo answer={answer} />;
  if (Array.isArray(answer)) return <span>{answer.map((a) => (typeof a === 'string' ? a : a.title)).join(', ')}</span>;
  if (isMeasurement(answer)) return <span>{`${answer.title}: ${measurementSize(answer)}`}</span>;
  return <span className="whitespace-pre-line">{answer}</span>;
}

/** The customer's answers to the sub-type's questions, each shown by its type (spec §3). */
export function QuestionAnswers({ items }: { items: TQuestionAnswer[] }) {
  if (items.length === 0) return null;
  return (
    <dl className="divide-y divide-slate-100">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat; their order is fixed
        <div key={i} className="grid gap-1.5 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
          <dt className="text-sm text-slate-600">{item.question}</dt>
          <dd className="text-slate-900">
            <Answer item={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
