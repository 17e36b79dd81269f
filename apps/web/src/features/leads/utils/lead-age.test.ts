import { describe, expect, it } from 'vitest';
import { leadAge, walletCovers } from './lead-age';

describe('lead card rules', () => {
  it('says the lead age in the largest whole unit', () => {
    expect(leadAge(20)).toBe('just now');
    expect(leadAge(45 * 60)).toBe('45 min old');
    expect(leadAge(3 * 3600 + 59)).toBe('3 h old');
    expect(leadAge(86_400)).toBe('1 day old');
    expect(leadAge(5 * 86_400)).toBe('5 days old');
  });

  it('buys from the wallet only when the amount covers the discounted price, to the cent', () => {
    expect(walletCovers(25, 25)).toBe(true);
    expect(walletCovers(24.99, 25)).toBe(false);
    expect(walletCovers(0.3, 0.1 + 0.2)).toBe(true);
    expect(walletCovers(0, 0)).toBe(true);
  });
});
