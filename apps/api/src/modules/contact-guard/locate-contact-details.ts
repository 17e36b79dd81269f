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
import { findOnlineContacts } from './find-online-contacts';
import { findPhoneNumbers, harmlessNumbersOf } from './find-phone-numbers';
import { originalSpan } from './mapped-text';
import { normaliseForMatching } from './normalise-for-matching';

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

const TRAILING_INVISIBLE = /[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

function allowedNumbersOf(allowed: string[] | undefined): Set<string> {
  return new Set((allowed ?? []).flatMap((text) => harmlessNumbersOf(normaliseForMatching(text).text)));
}

/** Every contact detail of `text`, as spans of the original text in order of their start. */
export function locateContactDetails(text: string, options: ContactGuardOptions = {}): ContactDetailSpan[] {
  const normalised = normaliseForMatching(text);
  const found: ContactDetailSpan[] = [];
  for (const [from, to] of findPhoneNumbers(normalised.text, allowedNumbersOf(options.allowed))) {
    found.push({ kind: 'phone', ...originalSpan(normalised, from, to) });
  }
  for (const { kind, span } of findOnlineContacts(normalised.text)) {
    found.push({ kind, ...originalSpan(normalised, span[0], span[1]) });
  }
  for (const span of found) {
    // Invisible characters and marks right after a detail (the keycap of its last digit) are part of it.
    while (span.end < text.length && TRAILING_INVISIBLE.test(text[span.end])) span.end++;
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
