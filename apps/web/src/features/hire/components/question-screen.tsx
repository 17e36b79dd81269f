import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import { useState } from 'react';
import { type AnswerValue, updateHireDraft, useHireDraft } from '../hooks/hire-draft';
import { answerProblem } from '../utils/answers';
import { QuestionField } from './question-step';
import { StepNav } from './step-nav';

export interface QuestionScreenProps {
  question: TCatalogueQuestion;
  headingId: string;
  onBack?: () => void;
  onNext: () => void;
}

/** One question of the catalogue: its answer is kept in the draft as it changes; Next checks it. */
export function QuestionScreen({ question, headingId, onBack, onNext }: QuestionScreenProps) {
  const { answers } = useHireDraft();
  const value = answers[question.key];
  const [error, setError] = useState<string | null>(null);

  const onChange = (next: AnswerValue) => {
    setError(null);
    updateHireDraft((draft) => ({ answers: { ...draft.answers, [question.key]: next } }));
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = answerProblem(question, value);
        setError(problem);
        if (problem) {
          event.currentTarget.querySelector<HTMLElement>('input, textarea')?.focus();
          return;
        }
        onNext();
      }}
    >
      <QuestionField question={question} value={value} onChange={onChange} error={error} headingId={headingId} />
      <StepNav onBack={onBack} />
    </form>
  );
}
