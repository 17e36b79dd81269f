import type { TNotificationIcon } from '@homebid/contracts/notifications';

const paths: Record<TNotificationIcon, React.ReactNode> = {
  reminder: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2 2M5 3 2 6M22 6l-3-3" />
    </>
  ),
  interest: (
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  ),
  project: (
    <>
      <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />
    </>
  ),
  pro: <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1Z" />,
  review: (
    <>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />
      <path d="m12 7 1 2.2 2.3.3-1.7 1.6.4 2.3-2-1.1-2 1.1.4-2.3-1.7-1.6 2.3-.3Z" />
    </>
  ),
  contact: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  ),
  lead: (
    <>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8Z" />
      <circle cx="7" cy="7" r="1.5" />
    </>
  ),
  hired: (
    <>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M9 14l2 2 4-4" />
    </>
  ),
  update: (
    <>
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="8" r="6" />
      <path d="M8.2 13 7 22l5-3 5 3-1.2-9" />
    </>
  ),
  general: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </>
  ),
};

const tones: Record<TNotificationIcon, string> = {
  reminder: 'bg-amber-100 text-amber-800',
  interest: 'bg-rose-100 text-rose-700',
  project: 'bg-brand-100 text-brand-800',
  pro: 'bg-amber-100 text-amber-800',
  review: 'bg-violet-100 text-violet-800',
  contact: 'bg-sky-100 text-sky-800',
  lead: 'bg-emerald-100 text-emerald-800',
  hired: 'bg-brand-700 text-white',
  update: 'bg-slate-200 text-slate-700',
  award: 'bg-emerald-700 text-white',
  general: 'bg-slate-200 text-slate-700',
};

/** Spec §2 'Each known task name maps to an icon': one drawing per icon key of the contract. */
export function NotificationIcon({ icon, className = 'h-10 w-10' }: { icon: TNotificationIcon; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-icon={icon}
      className={`flex shrink-0 items-center justify-center rounded-full ${tones[icon] ?? tones.general} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-1/2 w-1/2"
      >
        {paths[icon] ?? paths.general}
      </svg>
    </span>
  );
}
