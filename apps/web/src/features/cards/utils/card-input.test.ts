import { describe, expect, it } from 'vitest';
import {
  type CardEntry,
  checkCardEntry,
  formatCardNumber,
  formatExpiry,
  formatExpiryInput,
  isCardComplete,
  passesLuhn,
} from './card-input';

const messages = {
  nameEmpty: 'name empty',
  nameLetters: 'letters only',
  incomplete: 'incomplete',
  numberInvalid: 'bad number',
  expiryInvalid: 'bad expiry',
  expired: 'expired',
  cvcInvalid: 'bad cvc',
};
const now = new Date('2026-11-22T12:00:00Z');
const good: CardEntry = { name: 'Riley Pro', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('card entry (spec §5 add-card modal, CONTRACT §6a)', () => {
  it('lets a complete card through', () => {
    expect(checkCardEntry(good, messages, now)).toEqual({});
    expect(isCardComplete(good)).toBe(true);
  });

  it('asks for the cardholder name and allows letters and spaces only', () => {
    expect(checkCardEntry({ ...good, name: '  ' }, messages, now)).toEqual({ name: 'name empty' });
    expect(checkCardEntry({ ...good, name: 'R2-D2' }, messages, now)).toEqual({ name: 'letters only' });
    expect(checkCardEntry({ ...good, name: 'José Álvarez' }, messages, now)).toEqual({});
  });

  it('calls a short card incomplete and a non-Luhn number invalid', () => {
    expect(checkCardEntry({ ...good, number: '4242 4242' }, messages, now)).toEqual({ number: 'incomplete' });
    expect(checkCardEntry({ ...good, number: '4242 4242 4242 4241' }, messages, now)).toEqual({
      number: 'bad number',
    });
    expect(isCardComplete({ ...good, cvc: '' })).toBe(false);
  });

  it('checks the expiry month and refuses a past month, keeps the current one', () => {
    expect(checkCardEntry({ ...good, expiry: '13/30' }, messages, now)).toEqual({ expiry: 'bad expiry' });
    expect(checkCardEntry({ ...good, expiry: '10/26' }, messages, now)).toEqual({ expiry: 'expired' });
    expect(checkCardEntry({ ...good, expiry: '11/26' }, messages, now)).toEqual({});
    expect(checkCardEntry({ ...good, expiry: '1/3' }, messages, now)).toEqual({ expiry: 'incomplete' });
  });

  it('checks the CVC', () => {
    expect(checkCardEntry({ ...good, cvc: '' }, messages, now)).toEqual({ cvc: 'incomplete' });
    expect(checkCardEntry({ ...good, cvc: '12a' }, messages, now)).toEqual({ cvc: 'bad cvc' });
  });

  it('formats while typing and shows expiry as MM/YY', () => {
    expect(formatCardNumber('4000000000000002')).toBe('4000 0000 0000 0002');
    expect(formatExpiryInput('0530')).toBe('05/30');
    expect(formatExpiryInput('05')).toBe('05');
    expect(formatExpiry(5, 2030)).toBe('05/30');
    expect(passesLuhn('4000000000009995')).toBe(true);
  });
});
