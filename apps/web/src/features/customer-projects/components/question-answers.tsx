import { QUESTION_TYPE, type TMeasurement, type TQuestionAnswer } from '@homebid/contracts/projects';
import { customerProjectTexts as t } from '../texts';

const isMeasurement = (value: unknown): value is TMeasurement =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'title' in value;

/** '12 × 10 × 9 ft' of the sides that were given. */
export function measurementSize(m: TMeasurement): string {
  const sides = [m.measuring_length, m.measuring_breadth, m.measuring_height].filter(
    (side) => side !== null && side !== undefined && String(side).trim() !== '',
  );
  return [sides.join(' × '), m.unit].filter(Boolean).join(' ');
}

const yesNo = (answer: unknown) => (answer === true || answer === 'true' || answer === 'yes' ? t.yes : t.no);

function Answer({ item }: { item: TQuestionAnswer }) {
  const { answer } = item;
  if (item.question_type === QUESTION_TYPE.yesNo || typeof answer === 'boolean') {
    return <span className="font-medium">{yesNo(answer)}</span>;
  }
  const measurements = (Array.isArray(answer) ? answer : [answer]).filter(isMeasurement);
  if (item.question_type === QUESTION_TYPE.measurements || measurements.length > 0) {
    return (
      <ul className="space-y-1">
        {measurements.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows may share a title; their order is fixed
          <li key={i} className="flex flex-wrap justify-between gap-x-3 text-sm">
            <span className="font-medium">{m.title}</span>
            <span className="tabular-nums text-slate-700">{measurementSize(m)}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (Array.isArray(answer)) {
    return (
      <ul className="flex flex-wrap gap-1.5">
        {answer.map((choice) => (
          <li
            key={String(choice)}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800"
          >
            {String(choice)}
          </li>
        ))}
      </ul>
    );
  }
  return <span className="whitespace-pre-line break-words">{String(answer)}</span>;
}

/** The customer's own answers, each by its type: yes/no, a list of choices, measurements with unit, text. */
export function QuestionAnswers({ items }: { items: TQuestionAnswer[] }) {
  return (
    <section aria-labelledby="project-answers" className="space-y-2">
      <h2 id="project-answers" className="text-base font-semibold text-slate-900">
        {t.answers}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noAnswers}</p>
      ) : (
        <dl className="divide-y divide-slate-100">
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat; their order is fixed
            <div key={i} className="space-y-1 py-2.5">
              <dt className="text-sm text-slate-600">{item.question}</dt>
              <dd className="text-slate-900">
                <Answer item={item} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
