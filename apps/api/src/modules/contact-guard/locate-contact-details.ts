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
 *    joined by `-` or `.` (555-1234) counts too. Numbers that appear in the `allowed` texts (the
 *    project's own text) are not a phone number unless they form one there.
 * 2. E-mail addresses: name@domain.tld, and the written-out forms "name at domain dot com",
 *    "name (at) domain (dot) com", "name [at] domain [dot] net", "name @ domain . com", and
 *    "name at gmail" (a well-known mail provider without the ending).
 * 3. Links: http:// or https://, www., and a bare domain with a common ending (homebid-pros.com,
 *    "mysite dot com").
 * 4. Handles and messaging apps: @name (two characters or more, not inside an e-mail address), and
 *    a messaging or social app named as a way to reach someone ("my insta is …", "whatsapp: …",
 *    "find me on facebook", "text me on telegram").
 *
 * Matching runs on a rewritten copy of the text that remembers where each of its characters came
 * from (mapped-text.ts), so every detail found is also a span of the original text, which
 * maskContactDetails replaces. Plain numbers of a project (sizes, prices, dates, counts, times) are
 * not contact details; the table in locate-contact-details.test.ts holds the examples both ways.
 */
import { CONTACT_DETAIL_MASK } from '@homebid/contracts/contact-guard';
import { type MappedText, mapCodePoints, mapped, originalSpan, replaceMapped } from './mapped-text';

export type ContactDetailKind = 'phone' | 'email' | 'url' | 'handle';

export interface ContactDetailSpan {
  kind: ContactDetailKind;
  /** UTF-16 indices in the original text: `text.slice(start, end)` is the detail. */
  start: number;
  end: number;
}

export interface ContactGuardOptions {
  /** Texts whose numbers are harmless context (the project's title, description, answers, address). */
  allowed?: string[];
}

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

/** The text as the rules read it: compatibility forms folded, lower case. */
function normalise(text: string): MappedText {
  return mapCodePoints(mapped(text), (codePoint) => codePoint.normalize('NFKC').toLowerCase());
}

/** Digit groups joined by phone separators only. */
const DIGIT_RUN = /\d+(?:[\s\-.()+_]+\d+)*/g;

const PHONE_SHAPES = new Set(['10', '11', '3-3-4', '1-3-3-4', '1-10', '3-7', '6-4', '1-3-7', '3-3-2-2']);

/** Spaced or spelled-out single digits form one group with their single-digit neighbours. */
function mergeSingles(groups: string[]): string[] {
  const merged: string[] = [];
  let isLastSingle = false;
  for (const group of groups) {
    const isSingle = group.length === 1;
    if (isSingle && isLastSingle) merged[merged.length - 1] += group;
    else merged.push(group);
    isLastSingle = isSingle;
  }
  return merged;
}

function isPhoneRun(run: string, allowedNumbers: Set<string>): boolean {
  const merged = mergeSingles(run.split(/\D+/).filter(Boolean));
  if (merged.every((group) => allowedNumbers.has(group))) return false;
  const digits = merged.join('');
  const shape = merged.map((group) => group.length).join('-');
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return PHONE_SHAPES.has(shape);
  // A local number: 555-1234 or 555.1234.
  return /^\d{3}[-.]\d{4}$/.test(run.trim());
}

function spellDigits(text: MappedText): MappedText {
  const spelled = replaceMapped(text, NUMBER_WORD, (match) => NUMBER_WORDS[match[0]]);
  // Commas between single (spelled-out) digits: "five, five, five" (never inside 1,234).
  return replaceMapped(spelled, /(?<=\b\d)\s*,\s*(?=\d\b)/g, () => ' ');
}

/** Spans (in `text`) of the phone numbers. */
function phoneSpans(text: string, allowedNumbers: Set<string>): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(DIGIT_RUN)) {
    // A run that is part of a longer token (a price like $1,234,567 or a date) is not a phone.
    const before = text[match.index - 1] ?? ' ';
    const after = text[match.index + match[0].length] ?? ' ';
    if (/[$,/]/.test(before) || /[,/]/.test(after) || /\d/.test(after)) continue;
    if (!isPhoneRun(match[0], allowedNumbers)) continue;
    // "(555) 123-4567", "+1 555…": the opening sign is part of the number.
    let from = match.index;
    while (from > 0 && '(+'.includes(text[from - 1])) from--;
    spans.push([from, match.index + match[0].length]);
  }
  return spans;
}

const TLDS = 'com|net|org|edu|gov|io|co|us|biz|info|me|app|dev|ly|tv|ca|uk|site|online|xyz|pro|page';
const MAIL_PROVIDERS = 'gmail|yahoo|hotmail|outlook|aol|icloud|live|msn|protonmail|proton|comcast|att|verizon|ymail';
const AT = String.raw`(?:\s*@\s*|\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const NAME = '[a-z0-9][a-z0-9._%+-]*';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

const RULES: Array<{ kind: Exclude<ContactDetailKind, 'phone'>; pattern: RegExp }> = [
  { kind: 'email', pattern: new RegExp(String.raw`${NAME}@${LABEL}(?:\.${LABEL})*\.[a-z]{2,}`, 'g') },
  { kind: 'email', pattern: new RegExp(String.raw`\b${NAME}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLDS})\b`, 'g') },
  {
    kind: 'email',
    pattern: new RegExp(String.raw`\b${NAME}\s*(?:@|\s+at\s+|[([{]\s*at\s*[)\]}])\s*(?:${MAIL_PROVIDERS})\b`, 'g'),
  },
  { kind: 'url', pattern: /\bhttps?:\/\/\S*/g },
  { kind: 'url', pattern: /\bwww\s*\.\s*[a-z0-9-]+\S*/g },
  { kind: 'url', pattern: new RegExp(String.raw`\b${LABEL}(?:\.${LABEL})*\.(?:${TLDS})\b(?!\.?\d)`, 'g') },
  {
    kind: 'url',
    pattern: new RegExp(String.raw`\b${LABEL}(?:\s+dot\s+|\s*[([{]\s*dot\s*[)\]}]\s*)(?:${TLDS})\b`, 'g'),
  },
];

const APPS =
  'whatsapp|whats app|telegram|snapchat|snap|instagram|insta|ig|facebook|fb|messenger|tiktok|twitter|linkedin|wechat|viber|skype|kik|signal app';
/** What may follow an app's name before the handle itself ("is", ":", "handle" …), then the handle. */
const HANDLE_TAIL = String.raw`(?:\s*(?::|-|is\b|handle\b|id\b|name\b|number\b|account\b))*\s*[^\s,;!?]*`;
const HANDLE_RULES: RegExp[] = [
  // @name, not preceded by a name character (that would be an e-mail address).
  /(?<![a-z0-9._%+-])@[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])/g,
  new RegExp(String.raw`\b(?:${APPS})\s*(?::|handle\b|id\b|name\b|number\b|is\b|account\b)${HANDLE_TAIL}`, 'g'),
  new RegExp(
    String.raw`\b(?:find|add|follow|text|message|dm|reach|contact|call|ping|hit)\s+(?:me|us)\s+(?:up\s+)?(?:on|at|via|through)\s+(?:${APPS})\b`,
    'g',
  ),
  new RegExp(String.raw`\bmy\s+(?:${APPS})\b${HANDLE_TAIL}`, 'g'),
];

/** The numbers of the `allowed` texts, except those that form a phone number there. */
function allowedNumbersOf(allowed: string[] | undefined): Set<string> {
  const numbers = new Set<string>();
  for (const text of allowed ?? []) {
    const spelled = spellDigits(normalise(text)).text;
    const phones = phoneSpans(spelled, new Set());
    for (const match of spelled.matchAll(/\d+/g)) {
      if (phones.some(([from, to]) => match.index >= from && match.index < to)) continue;
      numbers.add(match[0]);
    }
  }
  return numbers;
}

/** Every contact detail of `text`, as spans of the original text in order of their start. */
export function locateContactDetails(text: string, options: ContactGuardOptions = {}): ContactDetailSpan[] {
  const lower = normalise(text);
  const spelled = spellDigits(lower);
  const found: ContactDetailSpan[] = [];
  for (const [from, to] of phoneSpans(spelled.text, allowedNumbersOf(options.allowed))) {
    found.push({ kind: 'phone', ...originalSpan(spelled, from, to) });
  }
  for (const { kind, pattern } of RULES) {
    for (const match of lower.text.matchAll(pattern)) {
      found.push({ kind, ...originalSpan(lower, match.index, match.index + match[0].length) });
    }
  }
  for (const pattern of HANDLE_RULES) {
    for (const match of lower.text.matchAll(pattern)) {
      found.push({ kind: 'handle', ...originalSpan(lower, match.index, match.index + match[0].length) });
    }
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The kinds of contact detail found in `text` (empty: none). */
export function findContactDetails(text: string, options: ContactGuardOptions = {}): ContactDetailKind[] {
  return [...new Set(locateContactDetails(text, options).map((span) => span.kind))];
}

/** True when `text` carries a phone number, an e-mail address, a link or a handle. */
export function hasContactDetails(text: string, options: ContactGuardOptions = {}): boolean {
  return locateContactDetails(text, options).length > 0;
}

/** `text` with every contact detail replaced by CONTACT_DETAIL_MASK (overlapping details by one). */
export function maskContactDetails(text: string, options: ContactGuardOptions = {}): string {
  let masked = '';
  let last = 0;
  for (const span of locateContactDetails(text, options)) {
    if (span.end <= last) continue;
    if (span.start >= last) masked += text.slice(last, span.start) + CONTACT_DETAIL_MASK;
    last = span.end;
  }
  return masked + text.slice(last);
}
