const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Spec §2: each item shows its date and time, 'Nov 22, 2026, 3:05 PM' in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dateTime.format(new Date(at));
}
