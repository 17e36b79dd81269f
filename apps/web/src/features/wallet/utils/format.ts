const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Spec §9: money in dollars with 2 decimals ('$1,250.00'). */
export const formatDollars = (amount: number) => usd.format(amount);

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
