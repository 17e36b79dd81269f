import { CONTACT_DETAIL_MASK } from '@homebid/contracts/contact-guard';
import { describe, expect, it } from 'vitest';
import {
  type ContactDetailKind,
  findContactDetails,
  locateContactDetails,
  maskContactDetails,
} from './locate-contact-details';

// [text, the kinds found] — every rule of locate-contact-details.ts both ways.
const EXAMPLES: Array<[string, ContactDetailKind[]]> = [
  // Phone numbers
  ['Call me at 5551234567', ['phone']],
  ['my cell is (555) 123-4567', ['phone']],
  ['555-123-4567 anytime', ['phone']],
  ['555.123.4567', ['phone']],
  ['+1 555 123 4567', ['phone']],
  ['1-555-123-4567 after 5', ['phone']],
  ['reach me: 555 1234567', ['phone']],
  ['five five five one two three four five six seven', ['phone']],
  ['Five Five Five, one two three, four five six seven', ['phone']],
  ['5 5 5 1 2 3 4 5 6 7', ['phone']],
  ['555 one two three 4567', ['phone']],
  ['five five five - oh one two - three four five six', ['phone']],
  ['text 555-1234', ['phone']],
  ['number is 15551234567', ['phone']],
  ['555-123-45-67', ['phone']],
  // E-mail addresses
  ['write to jane.doe@example.com', ['email', 'url']],
  ['JOHN_SMITH+jobs@mail.co.uk', ['email', 'url']],
  ['jane at example dot com', ['email', 'url']],
  ['jane (at) example (dot) com', ['email', 'url']],
  ['jane [at] example [dot] net', ['email', 'url']],
  ['jane @ example . com', ['email']],
  ['email me, bob at gmail', ['email']],
  // Links
  ['see https://my-portfolio.example', ['url']],
  ['photos at www.bobsroofing', ['url']],
  ['check bobsroofing.com for reviews', ['url']],
  ['visit bobs-roofing dot com', ['url']],
  ['http://10.0.0.1/gallery', ['url']],
  // Handles and messaging apps
  ['follow @bobs_roofing', ['handle']],
  ['DM me @bob.builds', ['handle']],
  ['my insta is bobbuilds', ['handle']],
  ['whatsapp: bob the builder', ['handle']],
  ['find me on facebook', ['handle']],
  ['text me on telegram please', ['handle']],
  // Not contact details
  ['The kitchen is 12 x 15 feet', []],
  ['Budget is $15,000 to $20,000', []],
  ['Can you start on 12/15/2026?', []],
  ['I need 3 windows and 2 doors replaced', []],
  ['Meet at the house at 10 am', []],
  ['sizes 10 20 30 40 50', []],
  ['We have 100 200 300 400 square feet of decking', []],
  ['Total 1,234,567 dollars for the building', []],
  ['One or two days of work, maybe three', []],
  ['I will be at home depot tomorrow', []],
  ['The price is $1234567890 total', []],
  ['Use 2x4 and 4x8 sheets, 16 inches apart', []],
  ['Is the project still open? Thanks!', []],
  ['Order # 2024-0001', []],
  ['The roof is 25.5 by 40.2 ft', []],
  ['email is the best way, I will answer at noon', []],
  ['I saw your photos and I like them', []],
  ['Rated 4.5 on the portal', []],
  ['House number 1234, zip 10001, call between 2 and 4', []],
  ['We need 10 2x4s and 3 sheets', []],
];

describe('findContactDetails', () => {
  it('has at least 40 examples', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(EXAMPLES)('%j → %j', (text, kinds) => {
    expect(findContactDetails(text).sort()).toEqual([...kinds].sort());
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
