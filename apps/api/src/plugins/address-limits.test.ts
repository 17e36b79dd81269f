import { describe, expect, it } from 'vitest';
import { clientNetwork } from './address-limits';

describe('clientNetwork (the client part of the per-address-and-IP failure key)', () => {
  it('keeps an IPv4 address, also when IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe(network);
    expect(clientNetwork('2001:0db8:0001:0002:ffff::1')).toBe(network);
    expect(clientNetwork('2001:DB8:1:2::')).toBe(network);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
  });
});
