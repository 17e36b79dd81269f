const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 22, 2026, 3:05 PM' for an ISO time; '' when it is not one. */
export const formatDateTime = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dateTime.format(new Date(at));
};
