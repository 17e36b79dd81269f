import { CONTACT_DETAIL_MASK } from '@homebid/contracts/contact-guard';
import { describe, expect, it } from 'vitest';
import { EVASIONS, HARMLESS } from './contact-guard-examples';
import { findContactDetails, locateContactDetails, maskContactDetails } from './locate-contact-details';

describe('findContactDetails', () => {
  it('has a table of at least 150 evasions and 50 harmless messages', () => {
    expect(EVASIONS.length).toBeGreaterThanOrEqual(150);
    expect(HARMLESS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(EVASIONS)('$category: $text → $kind', ({ text, kind }) => {
    expect(findContactDetails(text)).toContain(kind);
  });

  it.each(HARMLESS)('harmless: %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
});

describe('locateContactDetails', () => {
  it('gives spans of the original text, across rewritten characters', () => {
    const text = 'Ｃａｌｌ ５５５-１２３-４５６７ or five five five one two three four five six seven now';
    const spans = locateContactDetails(text);
    expect(spans.map((span) => [span.kind, text.slice(span.start, span.end)])).toEqual([
      ['phone', '５５５-１２３-４５６７'],
      ['phone', 'five five five one two three four five six seven'],
    ]);
  });

  it('spans invisible characters and keycaps inside a detail', () => {
    const text = 'ok 5\u200b5\u200b5-1\u00ad2\u00ad3-4567, or 5️⃣5️⃣5️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣!';
    expect(locateContactDetails(text).map((span) => text.slice(span.start, span.end))).toEqual([
      '5\u200b5\u200b5-1\u00ad2\u00ad3-4567',
      '5️⃣5️⃣5️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣',
    ]);
  });

  it('finds every kind with its span', () => {
    const text = 'mail jane@example.org or follow @bob_builds';
    const found = locateContactDetails(text).map((span) => [span.kind, text.slice(span.start, span.end)]);
    expect(found).toContainEqual(['email', 'jane@example.org']);
    expect(found).toContainEqual(['handle', '@bob_builds']);
  });

  it('keeps numbers of the allowed texts unless they form a phone number there', () => {
    const message = 'rooms are 555 123 4567';
    expect(findContactDetails(message)).toEqual(['phone']);
    expect(findContactDetails(message, { allowed: ['Three rooms: 555, 123 and 4567 sq ft'] })).toEqual([]);
    expect(findContactDetails(message, { allowed: ['Call 555 123 4567'] })).toEqual(['phone']);
    // A phone number that uses one of the project's numbers is still one.
    expect(findContactDetails('call 555 123 4567', { allowed: ['1234 Main St, 4567 sq ft'] })).toEqual(['phone']);
  });
});

describe('long texts', () => {
  it('reads a long run of letters, dots and digits in linear time (a message with its earlier pieces)', () => {
    const started = performance.now();
    for (const piece of ['a.', 'ab1_.', 'a dot ', 'a', '1', '5 ', '12, ', 'insta ']) {
      locateContactDetails(piece.repeat(Math.ceil(12_000 / piece.length)));
    }
    // Each took seconds when names and labels could start anywhere and grow without bound.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('maskContactDetails', () => {
  it('replaces each detail by the mask and keeps the rest', () => {
    expect(maskContactDetails('Deck 12 x 16 ft, call (555) 123-4567 or jane at example dot com.')).toBe(
      `Deck 12 x 16 ft, call ${CONTACT_DETAIL_MASK} or ${CONTACT_DETAIL_MASK}.`,
    );
  });

  it('leaves a text without details as it is', () => {
    const text = 'Budget $15,000, start 12/15, 1234 Main St';
    expect(maskContactDetails(text)).toBe(text);
  });
});
