/**
 * The contact-detail guard (spec §4 Chat, §8 Communication Policy; issue 11). Before the provider is
 * hired, a chat message (or an attachment's caption) that carries a way to reach someone outside
 * the portal is flagged `sensitive_info`: it is kept from the other party and the sender sees the
 * Communication Policy. The rules, applied to the lower-cased text:
 *
 * 1. Phone numbers. Number words (zero, oh, one … nine) become digits, and a comma between two
 *    single digits a space. A "run" is a sequence of digit groups joined only by spaces, `-`, `.`,
 *    `(`, `)`, `+` or `_`, never by a letter; a run next to `$`, `,` or `/` is part of a price, a
 *    big number or a date and is skipped. Consecutive one-digit groups (spaced or spelled-out
 *    digits) are merged into one group. A run is a phone number when it has 10 digits, or 11
 *    starting with 1, and its groups are shaped like a US number: 10 | 11 | 3-3-4 | 1-3-3-4 |
 *    1-10 | 3-7 | 6-4 | 1-3-7 | 3-3-2-2 (e.g. 5551234567, (555) 123-4567, +1 555.123.4567,
 *    "five five five one two three four five six seven", "5 5 5 1 2 3 4 5 6 7",
 *    "555 one two three 4567"), so lists of sizes (10 20 30 40 50) are not. A local 3-4 number
 *    joined by `-` or `.` (555-1234) counts too.
 * 2. E-mail addresses: name@domain.tld, and the written-out forms "name at domain dot com",
 *    "name (at) domain (dot) com", "name [at] domain [dot] net", "name @ domain . com", and
 *    "name at gmail" (a well-known mail provider without the ending).
 * 3. Links: http:// or https://, www., and a bare domain with a common ending (homebid-pros.com,
 *    "mysite dot com").
 * 4. Handles and messaging apps: @name (two characters or more, not inside an e-mail address), and
 *    a messaging or social app named as a way to reach someone ("my insta is …", "whatsapp: …",
 *    "find me on facebook", "text me on telegram").
 *
 * Plain numbers of a project (sizes, prices, dates, counts, times) are not contact details; the
 * table in detect-contact-details.test.ts holds the examples both ways.
 */

export type ContactDetailKind = 'phone' | 'email' | 'url' | 'handle';

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

const NUMBER_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'g');

/** Digit groups joined by phone separators only. */
const DIGIT_RUN = /\d+(?:[\s\-.()+_]+\d+)*/g;

const PHONE_SHAPES = new Set(['10', '11', '3-3-4', '1-3-3-4', '1-10', '3-7', '6-4', '1-3-7', '3-3-2-2']);

function isPhoneRun(run: string): boolean {
  const groups = run.split(/\D+/).filter(Boolean);
  // Spaced or spelled-out single digits form one group with their single-digit neighbours.
  const merged: string[] = [];
  let isLastSingle = false;
  for (const group of groups) {
    const isSingle = group.length === 1;
    if (isSingle && isLastSingle) merged[merged.length - 1] += group;
    else merged.push(group);
    isLastSingle = isSingle;
  }
  const digits = merged.join('');
  const shape = merged.map((group) => group.length).join('-');
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return PHONE_SHAPES.has(shape);
  // A local number: 555-1234 or 555.1234.
  return /^\d{3}[-.]\d{4}$/.test(run.trim());
}

function hasPhone(text: string): boolean {
  const spelled = text
    .replace(NUMBER_WORD, (word) => NUMBER_WORDS[word])
    // Commas between single (spelled-out) digits: "five, five, five" (never inside 1,234).
    .replace(/(?<=\b\d)\s*,\s*(?=\d\b)/g, ' ');
  for (const match of spelled.matchAll(DIGIT_RUN)) {
    // A run that is part of a longer token (a price like $1,234,567 or a date) is not a phone.
    const before = spelled[match.index - 1] ?? ' ';
    const after = spelled[match.index + match[0].length] ?? ' ';
    if (/[$,/]/.test(before) || /[,/]/.test(after) || /\d/.test(after)) continue;
    if (isPhoneRun(match[0])) return true;
  }
  return false;
}

const TLDS = 'com|net|org|edu|gov|io|co|us|biz|info|me|app|dev|ly|tv|ca|uk|site|online|xyz|pro|page';
const MAIL_PROVIDERS = 'gmail|yahoo|hotmail|outlook|aol|icloud|live|msn|protonmail|proton|comcast|att|verizon|ymail';
const AT = String.raw`(?:\s*@\s*|\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const NAME = '[a-z0-9][a-z0-9._%+-]*';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

const EMAIL_PATTERNS = [
  new RegExp(String.raw`${NAME}@${LABEL}(?:\.${LABEL})*\.[a-z]{2,}`),
  new RegExp(String.raw`\b${NAME}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLDS})\b`),
  new RegExp(String.raw`\b${NAME}\s*(?:@|\s+at\s+|[([{]\s*at\s*[)\]}])\s*(?:${MAIL_PROVIDERS})\b`),
];

const URL_PATTERNS = [
  /\bhttps?:\/\//,
  /\bwww\s*\.\s*[a-z0-9-]+/,
  new RegExp(String.raw`\b${LABEL}(?:\.${LABEL})*\.(?:${TLDS})\b(?!\.?\d)`),
  new RegExp(String.raw`\b${LABEL}(?:\s+dot\s+|\s*[([{]\s*dot\s*[)\]}]\s*)(?:${TLDS})\b`),
];

const APPS =
  'whatsapp|whats app|telegram|snapchat|snap|instagram|insta|ig|facebook|fb|messenger|tiktok|twitter|linkedin|wechat|viber|skype|kik|signal app';
const HANDLE_PATTERNS = [
  // @name, not preceded by a name character (that would be an e-mail address).
  /(?:^|[^a-z0-9._%+-])@[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])/,
  new RegExp(String.raw`\b(?:${APPS})\s*(?::|handle|id\b|name\b|number\b|is\b|account\b)`),
  new RegExp(
    String.raw`\b(?:find|add|follow|text|message|dm|reach|contact|call|ping|hit)\s+(?:me|us)\s+(?:up\s+)?(?:on|at|via|through)\s+(?:${APPS})\b`,
  ),
  new RegExp(String.raw`\bmy\s+(?:${APPS})\b`),
];

/** The kinds of contact detail found in `text` (empty: none). */
export function findContactDetails(text: string): ContactDetailKind[] {
  const lower = text.normalize('NFKC').toLowerCase();
  const kinds: ContactDetailKind[] = [];
  if (hasPhone(lower)) kinds.push('phone');
  if (EMAIL_PATTERNS.some((pattern) => pattern.test(lower))) kinds.push('email');
  if (URL_PATTERNS.some((pattern) => pattern.test(lower))) kinds.push('url');
  if (HANDLE_PATTERNS.some((pattern) => pattern.test(lower))) kinds.push('handle');
  return kinds;
}

/** True when `text` carries a phone number, an e-mail address, a link or a handle. */
export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}
