/** A span of the normalised text: [from, to). */
export type Span = [number, number];

/**
 * Numbers that are never part of a phone number: prices ($1,250, $15k, 300 dollars), numbers with
 * thousands commas (1,234,567), decimals with one or two places (4.5, 25.50), and measurements and
 * quantities with their unit (12 ft, 3/4", 16 inches, 50 %, 12 studs; short numbers only, so a phone
 * number in quotes or followed by a unit stays one).
 */
const NOT_PHONE_NUMBERS = new RegExp(
  [
    String.raw`[$€£¥]\s*(?:\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.\d{1,2})?(?:\s*k\b)?(?![\d,])`,
    String.raw`(?<![\d,.])(?:\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.\d{1,2})?\s*(?:k|dollars?|bucks|usd)\b`,
    String.raw`(?<![\d,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!,?\d)`,
    String.raw`(?<![\d.])\d+\.\d{1,2}(?![.\d])`,
    String.raw`(?<![\d.])\d{1,3}(?:\.\d+)?\s*['"”″′]`,
    String.raw`(?<![\d.])\d{1,5}(?:\.\d+)?\s*(?:(?:ft|feet|foot|sq|sqft|square|inch|inches|yd|yds|yards?|mm|cm|meters?|lbs?|pounds?|gal|gallons?|oz|%|percent|btus?|amps?|volts?|watts?|kw|kwh|psi|mph|degrees?|°|tons?|cu|cubic|lf|gauge|awg|sheets?|studs?|boards?|panels?|bags?|boxes|rolls?|pcs|pieces?)(?![a-z]))`,
  ].join('|'),
  'g',
);

/** Digit groups joined by anything but letters and a few signs (x between digits joins too: 555x123x4567). */
const DIGIT_RUN = /\d+(?:[\s\p{Pd}\u2212\u30fc\uff70\u2043\u02d7.()+_/,*:~|#=×x\\[\]{}<>]+\d+)*/gu;

/**
 * Where a US number may be split: 555 | 123 | 45 | 67, after a leading 1 too (1 | 555 | 123 | 4567).
 * So 5551234567, 555 123 4567, 555-1234567, 555123 4567 and 555 123 45 67 are written like a phone
 * number, and lists of sizes (10 20 30 40 50, 2-2-2-2-2) are not.
 */
const PHONE_SPLITS: Record<number, Set<number>> = { 10: new Set([3, 6, 8]), 11: new Set([1, 4, 7, 9]) };

function isPhoneGrouping(groups: Group[]): boolean {
  let length = 0;
  const splits = PHONE_SPLITS[groups.reduce((sum, group) => sum + group.digits.length, 0)];
  for (const group of groups.slice(0, -1)) {
    length += group.digits.length;
    if (!splits.has(length)) return false;
  }
  return true;
}

/** Words that announce a number: after one, any grouping of 10 digits, or a local 7, is a phone number. */
const PHONE_CUE =
  /\b(?:call|text|txt|sms|cell|phone|mobile|mob|number|num|tel|telephone|contact|reach|ring|dial|digits|whatsapp|signal|hmu)\b|#/g;
const CUE_DISTANCE = 30;

/** A US number: the area code starts with 2-9 (after a leading country code 1). */
function isUsNumber(digits: string): boolean {
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(national);
}

interface Group {
  digits: string;
  from: number;
  to: number;
  /** The text between this group and the previous one. */
  joint: string;
}

/** Spaced or spelled-out single digits form one group with their single-digit neighbours. */
function groupsOf(run: string, offset: number): Group[] {
  const groups: Group[] = [];
  let lastEnd = 0;
  let isLastSingle = false;
  for (const match of run.matchAll(/\d+/g)) {
    const group = {
      digits: match[0],
      from: offset + match.index,
      to: offset + match.index + match[0].length,
      joint: run.slice(lastEnd, match.index),
    };
    lastEnd = match.index + match[0].length;
    const isSingle = group.digits.length === 1;
    const last = groups.at(-1);
    if (last && isLastSingle && isSingle) {
      last.digits += group.digits;
      last.to = group.to;
    } else groups.push(group);
    isLastSingle = isSingle;
  }
  return groups;
}

function isPhoneWindow(window: Group[], hasCue: boolean): boolean {
  const digits = window.map((group) => group.digits).join('');
  if (digits.length === 10 || digits.length === 11) return isUsNumber(digits) && (hasCue || isPhoneGrouping(window));
  if (digits.length !== 7 || !/^[2-9]/.test(digits)) return false;
  if (window.length === 1) return hasCue;
  // A local number: 555-1234 or 555.1234 (after a cue word also 555 1234), but not a range or sum of
  // round numbers (500-1500, 300 + 4500).
  return (
    window.length === 2 &&
    window[0].digits.length === 3 &&
    (hasCue ? /^[\s.-]+$/ : /^[-.]$/).test(window[1].joint) &&
    !/0\d{3}0$/.test(digits)
  );
}

/** The phone numbers of a normalised text; numbers of `allowed` alone never make one. */
export function findPhoneNumbers(text: string, allowed: ReadonlySet<string> = new Set()): Span[] {
  const digitsOnly = text.replace(NOT_PHONE_NUMBERS, (match) => match.replace(/\d/g, 'n'));
  const cues = [...digitsOnly.matchAll(PHONE_CUE)].map((match) => match.index + match[0].length);
  const spans: Span[] = [];
  for (const run of digitsOnly.matchAll(DIGIT_RUN)) {
    const hasCue = cues.some((end) => end <= run.index && run.index - end <= CUE_DISTANCE);
    const groups = groupsOf(run[0], run.index);
    for (let first = 0; first < groups.length; first++) {
      let found = -1;
      let length = 0;
      for (let last = first; last < groups.length && length <= 11; last++) {
        length += groups[last].digits.length;
        const window = groups.slice(first, last + 1);
        if (window.every((group) => allowed.has(group.digits))) continue;
        if (isPhoneWindow(window, hasCue)) found = last;
      }
      if (found < 0) continue;
      let from = groups[first].from;
      // "(555) 123-4567", "+1 555…": the opening sign is part of the number.
      while (from > 0 && '(+'.includes(text[from - 1])) from--;
      spans.push([from, groups[found].to]);
      first = found;
    }
  }
  return spans;
}

/** The numbers of a normalised text that may be repeated harmlessly: all but those of its phone numbers. */
export function harmlessNumbersOf(text: string): string[] {
  const phones = findPhoneNumbers(text);
  const numbers: string[] = [];
  for (const run of text.matchAll(DIGIT_RUN)) {
    for (const group of groupsOf(run[0], run.index)) {
      if (!phones.some(([from, to]) => group.from < to && group.to > from)) numbers.push(group.digits);
    }
  }
  return numbers;
}
