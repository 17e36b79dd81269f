/** The lead's age in words: '45 min', '3 h', '2 days' (the issue: lead age before purchase). */
export function leadAge(ageSeconds: number): string {
  const seconds = Math.max(0, Math.floor(ageSeconds));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min old`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h old`;
  const days = Math.floor(seconds / 86_400);
  return `${days} ${days === 1 ? 'day' : 'days'} old`;
}

/** Whether the wallet covers the lead (spec §5: 'Insufficient funds' when it is below discounted_price). */
export const walletCovers = (walletAmount: number, discountedPrice: number) =>
  Math.round(walletAmount * 100) >= Math.round(discountedPrice * 100);
