import { QUESTION_TYPE } from '@homebid/contracts/projects';
import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import { type ReactNode, useId } from 'react';
import type { AnswerValue, MeasurementValue } from '../hooks/hire-draft';
import { hireTexts as t } from '../texts';

export interface QuestionFieldProps {
  question: TCatalogueQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** Why Next did not move on. */
  error?: string | null;
  /** The question is the screen's heading: its id names the fieldset or field. */
  headingId: string;
}

const CHOICE_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200';

/** A group of inputs named by the question (the screen's heading), with its error announced. */
function Group({
  role = 'group',
  headingId,
  hint,
  error,
  children,
}: {
  role?: 'group' | 'radiogroup';
  headingId: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const content = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </>
  );
  return role === 'radiogroup' ? (
    <div
      role="radiogroup"
      aria-labelledby={headingId}
      aria-describedby={describedBy || undefined}
      className="space-y-2"
    >
      {content}
    </div>
  ) : (
    <fieldset
      aria-labelledby={headingId}
      aria-describedby={describedBy || undefined}
      className="m-0 min-w-0 space-y-2 border-0 p-0"
    >
      {content}
    </fieldset>
  );
}

function YesNoField({ value, onChange, error, headingId }: QuestionFieldProps) {
  const name = useId();
  return (
    <Group role="radiogroup" headingId={headingId} error={error}>
      <div className="grid gap-2 sm:grid-cols-2">
        {[true, false].map((option) => (
          <label key={String(option)} className={CHOICE_CLASS}>
            <input
              type="radio"
              name={name}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-5 w-5 accent-brand-700"
            />
            <span>{option ? t.yes : t.no}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

function ChoicesField({ question, value, onChange, error, headingId }: QuestionFieldProps) {
  const name = useId();
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: string) =>
    onChange(chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option]);
  return (
    <Group
      role={question.multiple ? 'group' : 'radiogroup'}
      headingId={headingId}
      hint={question.multiple ? t.chooseAll : t.chooseOne}
      error={error}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => (
          <label key={option} className={CHOICE_CLASS}>
            <input
              type={question.multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={chosen.includes(option)}
              onChange={() => (question.multiple ? toggle(option) : onChange([option]))}
              className="h-5 w-5 accent-brand-700"
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

function MeasurementsField({ question, value, onChange, error, headingId }: QuestionFieldProps) {
  const id = useId();
  const sizes: MeasurementValue = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  return (
    <Group headingId={headingId} error={error}>
      <div className="grid gap-3 sm:grid-cols-3">
        {question.dimensions.map((dimension) => (
          <div key={dimension}>
            <label htmlFor={`${id}-${dimension}`} className="mb-1 block text-sm font-medium text-slate-700">
              {question.unit ? `${t.dimension[dimension]} (${question.unit})` : t.dimension[dimension]}
            </label>
            <div className="flex items-center gap-2">
              <input
                id={`${id}-${dimension}`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={sizes[dimension] ?? ''}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange({ ...sizes, [dimension]: event.target.value })}
                className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-500' : 'border-slate-300'}`}
              />
              {question.unit && (
                <span aria-hidden="true" className="text-sm text-slate-600">
                  {question.unit}
                </span>
              )}
            </div>
          </div>
        ))}
      </div>
    </Group>
  );
}

function TextAnswerField({ question, value, onChange, error, headingId }: QuestionFieldProps) {
  const id = useId();
  return (
    <div>
      <textarea
        id={id}
        aria-labelledby={headingId}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        placeholder={question.placeholder ?? undefined}
        rows={4}
        maxLength={2000}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** One question's input by its type (spec 'projects' §3): yes/no, choices, measurements, or free text. */
export function QuestionField(props: QuestionFieldProps) {
  switch (props.question.question_type) {
    case QUESTION_TYPE.yesNo:
      return <YesNoField {...props} />;
    case QUESTION_TYPE.choices:
      return <ChoicesField {...props} />;
    case QUESTION_TYPE.measurements:
      return <MeasurementsField {...props} />;
    default:
      return <TextAnswerField {...props} />;
  }
}
