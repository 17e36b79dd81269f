/**
 * The contact-detail guard (spec §4 Chat, §8 Communication Policy; issues 11 and 16): finds the ways
 * to reach someone outside the portal in free text, as spans of the text (locateContactDetails) or
 * masked (maskContactDetails). The chat holds back a message that has one before the hire
 * (chat/screen-contact-details.ts). The rules:
 *
 * 0. Normalise first (normalise-for-matching.ts): invisible characters out, look-alike Cyrillic and
 *    Greek letters to Latin, compatibility forms folded and accents dropped (NFKD), lower case, the
 *    digits of every script and keycaps to ASCII digits, number words to digits ("five fifty five"
 *    555, "double five", "five hundred"), O/l/I to 0/1 among digits, spaced-out letters joined.
 *    The rewritten copy remembers where each character came from (mapped-text.ts), so every detail
 *    found is a span of the original text.
 * 1. Phone numbers (find-phone-numbers.ts). Prices ($1,250, 5k, 300 dollars), numbers with
 *    thousands commas, decimals with one or two places and measurements with their unit (12 ft,
 *    3/4", 50 %, 12 studs) are set aside. A "run" is digit groups joined by anything but letters
 *    (spaces, - . / , * : ~ | # _ brackets, dashes of any kind, and x or × between digits);
 *    neighbouring one-digit groups are one group. A stretch of a run is a phone number when it has
 *    10 digits (or 11 starting with 1), its area code starts with 2-9, and it is split only where a
 *    US number is (555 | 123 | 45 | 67, after a leading 1 too) — so 5551234567, 555/123/4567,
 *    555 123 45 67 are, and lists of sizes (10 20 30 40 50) are not. After a cue word (call, text,
 *    cell, phone, number, #, …) any grouping of 10 digits, and 7 digits, count. A local number
 *    555-1234 or 555.1234 counts, a range of round numbers (500-1500) does not. A stretch made only
 *    of numbers that appear in the `allowed` texts (the project's own sizes, prices, dates, street
 *    number) is not a phone number, unless they form one there.
 * 2. E-mail addresses (find-online-contacts.ts): name@domain(.tld), and "@" written out or
 *    bracketed (at, AT, (at), [at], <at>, {at}, -at-, _at_, "at sign") with the dot likewise
 *    (dot, (dot), [.], …) before any ending ("dot de", "dot co dot uk", " .com", "dotcom");
 *    "name at gmail", "gmail: name", "my gmail is name" (a mail provider).
 * 3. Links: http(s)://, hxxp://, www, a bare domain (bobsroofing.com, "bobsroofing dot com",
 *    "bobsroofing .com", "bobsroofing,com", "bobsroofing[.]com"; endings that are English words,
 *    such as .it or .in, only in e-mail addresses), and IP addresses (203.0.113.45,
 *    "203 dot 0 dot 113 dot 45").
 * 4. Handles: @name (not an e-mail address, not a time like @9am); a messaging or social app with a
 *    handle ("insta: bob", "the gram bob.builds", "snapchat bob_1", "handle bob on insta"); and an
 *    app named as the way to reach someone ("my insta is …", "find me on facebook", "I'm on
 *    signal", "whatsapp me"). Names that are also words (signal, snap, gram) count only so.
 *
 * Plain numbers of a project (sizes, prices, dates, times, counts, model numbers) are not contact
 * details. contact-guard-examples.ts holds the table both ways (evasions by category, harmless
 * messages); `node bench/contact-guard.mjs` prints the detection and false-positive rates.
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
