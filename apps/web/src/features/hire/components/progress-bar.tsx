import { hireTexts as t } from '../texts';

/** Where the posting stands: step n of all (questions, the job, photos, account, review). */
export function ProgressBar({ step, total }: { step: number; total: number }) {
  const percent = total > 0 ? Math.round((step / total) * 100) : 0;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={t.progressText(step, total)}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p aria-hidden="true" className="text-right text-xs text-slate-600">
        {t.progressText(step, total)}
      </p>
    </div>
  );
}
