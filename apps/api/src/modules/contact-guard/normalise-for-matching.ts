import { type MappedText, mapCodePoints, mapped, replaceMapped } from './mapped-text';

/**
 * The text as the rules read it (each step keeps the map back to the original positions):
 * 1. per character: invisible characters (format characters such as the zero-width space, word joiner,
 *    soft hyphen, ZWJ/ZWNJ; variation selectors and other default-ignorables) are dropped; Cyrillic and
 *    Greek look-alikes become the Latin letter they imitate; compatibility forms are folded (NFKD:
 *    full-width, circled, superscript, mathematical letters and digits) and accents dropped (so the
 *    keycap sign of 5️⃣ goes too); lower case; a digit of any script becomes its ASCII digit;
 * 2. number words become digits, and spoken numbers in a row one number ("five fifty five" 555,
 *    "oh" 0, "forty two" 42, "double five" 55);
 * 3. in a word of digits, or between digits, O stands for 0 and l or I for 1 ("555-l23-45O7");
 * 4. letters spaced out one by one are joined ("j o h n" john; "b o b a t g m a i l d o t c o m"
 *    bob at gmail dot com).
 */
export function normaliseForMatching(text: string): MappedText {
  const folded = mapCodePoints(mapped(text), foldCharacter);
  return joinSpacedLetters(lettersAsDigits(spellDigits(folded)));
}

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
const MARK = /\p{M}/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** Look-alikes of Latin letters, by case (an upper-case Н imitates H, a lower-case н rather h too). */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  Ё: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ү: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ї: 'I',
  Ј: 'J',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ӏ: 'l',
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  х: 'x',
  у: 'y',
  ү: 'y',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters that are not their look-alike in NFKD
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
  ɩ: 'i',
  ʟ: 'l',
  ℓ: 'l',
  // Small capitals
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ғ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

/** Digit signs without a compatibility decomposition: 🔟 and the negative / sans-serif circled digits. */
function enclosedDigit(codePoint: number): string | null {
  if (codePoint === 0x1f51f) return '10';
  for (const first of [0x2776, 0x2780, 0x278a]) {
    if (codePoint >= first && codePoint < first + 10) return String(codePoint - first + 1);
  }
  if (codePoint >= 0x24f5 && codePoint <= 0x24fe) return String(codePoint - 0x24f5 + 1);
  if (codePoint >= 0x24eb && codePoint <= 0x24f4) return String(codePoint - 0x24eb + 11);
  if (codePoint === 0x24ff || codePoint === 0x1f10b || codePoint === 0x1f10c) return '0';
  return null;
}

const digitValues = new Map<string, string>();

/**
 * The ASCII digit of a decimal digit of any script. Unicode assigns every script's digits 0 to 9 as a
 * run of ten consecutive code points, so the value is the distance from the start of the run.
 */
function asciiDigit(digit: string): string {
  if (digit >= '0' && digit <= '9') return digit;
  const known = digitValues.get(digit);
  if (known !== undefined) return known;
  const codePoint = digit.codePointAt(0) ?? 0;
  let first = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first--;
  const value = String((codePoint - first) % 10);
  digitValues.set(digit, value);
  return value;
}

function foldCharacter(codePoint: string): string {
  if (INVISIBLE.test(codePoint)) return '';
  const enclosed = enclosedDigit(codePoint.codePointAt(0) ?? 0);
  if (enclosed) return enclosed;
  let out = '';
  for (const char of (CONFUSABLES[codePoint] ?? codePoint).normalize('NFKD').replace(MARK, '').toLowerCase()) {
    const latin = CONFUSABLES[char] ?? char;
    out += DECIMAL_DIGIT.test(latin) ? asciiDigit(latin) : latin;
  }
  return out;
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const DIGIT_WORD = `(?:${UNITS.join('|')}|oh)`;
const NONZERO = UNITS.slice(1).join('|');
const TWO_DIGITS = `(?:(?:${TENS.join('|')})(?:[\\s-]+(?:${NONZERO}))?|${TEENS.join('|')})`;
/** One spoken number: "double five", "five hundred (and) fifty five", "forty two", "fifteen", "oh". */
const NUMBER_WORD = String.raw`(?:(?:double|triple)[\s-]+${DIGIT_WORD}|(?:${NONZERO})[\s-]+hundred(?:[\s-]+(?:and[\s-]+)?(?:${TWO_DIGITS}|${NONZERO}))?|${TWO_DIGITS}|${DIGIT_WORD})`;
/** Spoken numbers one after the other are read as one number ("five fifty five" 555). */
const NUMBER_WORDS = new RegExp(String.raw`(?<![a-z])${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*(?![a-z])`, 'g');
const ONE_NUMBER_WORD = new RegExp(NUMBER_WORD, 'g');

function digitsOfWord(word: string): string {
  if (word === 'oh') return '0';
  if (UNITS.includes(word)) return String(UNITS.indexOf(word));
  if (TEENS.includes(word)) return String(TEENS.indexOf(word) + 10);
  return String(TENS.indexOf(word) + 2);
}

/** The digits of one spoken number (below a thousand). */
function digitsOfNumber(words: string[]): string {
  const [first, second, ...rest] = words;
  if (first === 'double' || first === 'triple') return digitsOfWord(second).repeat(first === 'double' ? 2 : 3);
  if (second === 'hundred') return digitsOfWord(first) + (rest.length ? digitsOfNumber(rest) : '00').padStart(2, '0');
  if (TENS.includes(first)) return digitsOfWord(first) + (second ? digitsOfWord(second) : '0');
  return digitsOfWord(first);
}

function spokenDigits(words: string): string {
  let digits = '';
  for (const match of words.matchAll(ONE_NUMBER_WORD)) {
    digits += digitsOfNumber(match[0].split(/[\s-]+/).filter((word) => word !== 'and'));
  }
  return digits;
}

function spellDigits(text: MappedText): MappedText {
  return replaceMapped(text, NUMBER_WORDS, (match) => spokenDigits(match[0]));
}

/** A word of digits and digit-like letters with a digit in it, or of digit-like letters between digits. */
const DIGIT_LIKE_TOKEN = /(?<![a-z])(?=[oil]*\d)[0-9oil]+(?![a-z])|(?<=\d[\s./-]?)[oil]+(?=[\s./-]?\d)/g;

function lettersAsDigits(text: MappedText): MappedText {
  return replaceMapped(text, DIGIT_LIKE_TOKEN, (match) => match[0].replace(/o/g, '0').replace(/[il]/g, '1'));
}

const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[\s\-_*·•]+\p{L}(?![\p{L}\p{N}])){2,}/gu;
/** A spelled-out address read as one word: "bobatgmaildotcom" is "bob at gmail dot com". */
const SPELLED_ADDRESS = /^(?:([a-z0-9]+?)at)?([a-z0-9]+?)dot([a-z]{2,})$/;

function joinSpacedLetters(text: MappedText): MappedText {
  return replaceMapped(text, SPACED_LETTERS, (match) => {
    const word = match[0].replace(/[\s\-_*·•]+/g, '');
    const address = SPELLED_ADDRESS.exec(word);
    if (!address) return word;
    const [, name, domain, ending] = address;
    return `${name ? `${name} at ` : ''}${domain} dot ${ending}`;
  });
}
