import type { TQuestionAnswer } from '@homebid/contracts/projects';
import { QuestionAnswers } from '@/components/project/question-answers';
import { customerProjectTexts as t } from '../texts';

/** The customer's own answers under their heading, or a line saying none were given. */
export function ProjectAnswers({ items }: { items: TQuestionAnswer[] }) {
  return (
    <section aria-labelledby="project-answers" className="space-y-2">
      <h2 id="project-answers" className="text-base font-semibold text-slate-900">
        {t.answers}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noAnswers}</p>
      ) : (
        <QuestionAnswers items={items} compact />
      )}
    </section>
  );
}
