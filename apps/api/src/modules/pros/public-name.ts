/** A reviewer as the public sees them: first name and last initial ("Emily C."), never the full name. */
export function shortPersonName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'HomeBid customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
