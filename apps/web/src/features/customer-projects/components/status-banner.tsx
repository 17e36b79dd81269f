import type { TCustomerProject } from '@homebid/contracts/projects';
import { customerProjectTexts as t } from '../texts';

const TONES = {
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  action: 'border-amber-300 bg-amber-50 text-amber-900',
  done: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  ended: 'border-slate-300 bg-slate-100 text-slate-800',
} as const;

/** One sentence on where the project stands and what the customer can do next. */
export function StatusBanner({ project }: { project: TCustomerProject }) {
  const [text, tone] = project.awaiting_confirmation
    ? [t.banner.awaiting, TONES.action]
    : {
        open: [t.banner.open, TONES.info] as const,
        hired: [t.banner.hired, TONES.info] as const,
        completed: [t.banner.completed, TONES.done] as const,
        cancelled: [t.banner.cancelled, TONES.ended] as const,
        closed: [t.banner.closed, TONES.ended] as const,
      }[project.status];
  return <p className={`rounded-xl border px-4 py-3 text-sm font-medium ${tone}`}>{text}</p>;
}
