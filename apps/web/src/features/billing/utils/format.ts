const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const parsed = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : new Date(at);
};

/** 'Nov 22, 2026' for an ISO time; '' when it is not one. */
export const formatDate = (iso: string) => {
  const at = parsed(iso);
  return at ? dateOnly.format(at) : '';
};

/** 'Nov 22, 2026, 3:05 PM' for an ISO time; '' when it is not one. */
export const formatDateTime = (iso: string) => {
  const at = parsed(iso);
  return at ? dateTime.format(at) : '';
};
