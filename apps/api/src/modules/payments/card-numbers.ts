import { SANDBOX_TEST_CARDS, type TCardBrand } from '@homebid/contracts/wallet';

/** The Luhn check every card number passes (CONTRACT §6a: one that fails it is refused as invalid). */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand by the number's prefix (IIN ranges). */
export function cardBrand(number: string): TCardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(number)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** What every charge on this number answers (Stripe's public test numbers behave as on Stripe). */
export function sandboxOutcome(number: string): 'succeeded' | 'card_declined' | 'insufficient_funds' {
  if (number === SANDBOX_TEST_CARDS.declined) return 'card_declined';
  if (number === SANDBOX_TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'succeeded';
}

/** A card is expired after the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}
