// The sandbox card form (CONTRACT §6a): the browser checks what it can before it posts the card
// to /api/payments/sandbox/payment_methods; the server checks again (Luhn, expiry) and answers.

/** Digits only, at most 19 (the longest card number). */
export const cardDigits = (value: string) => value.replace(/\D/g, '').slice(0, 19);

/** '4242 4242 4242 4242' while typing. */
export const formatCardNumber = (value: string) => cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' while typing: the slash comes after the month. */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an 'MM/YY' entry, or null when it is not one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired({ month, year }: { month: number; year: number }, now: Date = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** Spec §9: expiry shown as MM/YY. */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** Spec §5: the cardholder name is letters and spaces only. */
export const isCardholderName = (value: string) => /^[\p{L} ]+$/u.test(value) && value.trim() !== '';

export interface CardEntry {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardEntryMessages {
  nameEmpty: string;
  nameLetters: string;
  /** The card number, expiry or CVC is missing or short. */
  incomplete: string;
  numberInvalid: string;
  expiryInvalid: string;
  expired: string;
  cvcInvalid: string;
}

export type CardEntryErrors = Partial<Record<keyof CardEntry, string>>;

/**
 * Every problem of a card entry, by field; none when the card may be posted. An empty number,
 * expiry or CVC is "incomplete" (spec §5 'Please complete your card details.').
 */
export function checkCardEntry(entry: CardEntry, messages: CardEntryMessages, now: Date = new Date()): CardEntryErrors {
  const errors: CardEntryErrors = {};
  const name = entry.name.trim();
  if (!name) errors.name = messages.nameEmpty;
  else if (!isCardholderName(name)) errors.name = messages.nameLetters;

  const digits = cardDigits(entry.number);
  if (digits.length < 12) errors.number = messages.incomplete;
  else if (!passesLuhn(digits)) errors.number = messages.numberInvalid;

  const expiry = parseExpiry(entry.expiry);
  if (entry.expiry.replace(/\D/g, '').length < 4) errors.expiry = messages.incomplete;
  else if (!expiry) errors.expiry = messages.expiryInvalid;
  else if (isExpired(expiry, now)) errors.expiry = messages.expired;

  if (!/^\d{3,4}$/.test(entry.cvc.trim())) errors.cvc = entry.cvc.trim() ? messages.cvcInvalid : messages.incomplete;
  return errors;
}

/** True when number, expiry and CVC have all their digits (the submit button waits for it). */
export const isCardComplete = (entry: CardEntry) =>
  cardDigits(entry.number).length >= 12 &&
  entry.expiry.replace(/\D/g, '').length === 4 &&
  /^\d{3,4}$/.test(entry.cvc.trim());
