import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { CONTACT_DETAIL_MASK } from '@homebid/contracts/contact-guard';
import { describe, expect, it } from 'vitest';
import { maskProjectText, PROJECT_TEXT_MASK_VERSION } from './mask-project-text';
import { customerNameFor, projectTextFor, projectTitleFor } from './project-text-for';

const M = CONTACT_DETAIL_MASK;
const place = { street_address: '350 5th Ave', zipcode: '10001', budget_cents: 250_000 };

describe('maskProjectText', () => {
  it('leaves a project without contact details alone (every copy null)', () => {
    const harmless = [
      'Deck 12 x 14 ft',
      'Budget $2,500, about 400 square feet, 3 bedrooms and 2 baths',
      'Start after 11/02/2026, between 9 and 5',
      'The house is 350 5th Ave, New York 10001',
      'Replace 10 windows of 36 x 48 in, 2 doors of 80 x 36 in',
      'Two-story colonial from 1978; the roof is 20 years old',
    ];
    for (const text of harmless) {
      expect(maskProjectText({ ...place, title: text, description: text, question_answers: [] }), text).toEqual({
        masked_title: null,
        masked_description: null,
        masked_question_answers: null,
      });
    }
  });

  it('masks phone numbers, e-mail addresses and links in the title, description and every string of the answers', () => {
    const masked = maskProjectText({
      ...place,
      title: 'Deck 12 x 14 ft, call 212-555-0147',
      description: 'Budget $2,500. Mail casey.owner@example.com or see www.casey-home.com',
      question_answers: [
        { question: 'Anything else?', answer: 'write to casey.owner at gmail dot com', question_type: 1 },
        { question: 'Rooms', answer: ['Kitchen', '(212) 555 0147'], question_type: 6 },
        { question: 'Water off?', answer: true, question_type: 4 },
        {
          question: 'Size',
          answer: { title: 'Deck', measuring_length: 12, measuring_breadth: '14' },
          question_type: 7,
        },
      ],
    });
    expect(masked.masked_title).toBe(`Deck 12 x 14 ft, call ${M}`);
    expect(masked.masked_description).toBe(`Budget $2,500. Mail ${M} or see ${M}`);
    expect(masked.masked_question_answers).toEqual([
      { question: 'Anything else?', answer: `write to ${M}`, question_type: 1 },
      { question: 'Rooms', answer: ['Kitchen', M], question_type: 6 },
      { question: 'Water off?', answer: true, question_type: 4 },
      { question: 'Size', answer: { title: 'Deck', measuring_length: 12, measuring_breadth: '14' }, question_type: 7 },
    ]);
  });
});

describe('projectTextFor / projectTitleFor', () => {
  const row = {
    ...place,
    title: 'Fence, text 212-555-0147',
    description: 'Mail casey.owner@example.com',
    question_answers: [],
    masked_title: `Fence, text ${M}`,
    masked_description: `Mail ${M}`,
    masked_question_answers: null,
    text_mask_version: PROJECT_TEXT_MASK_VERSION,
  };

  it('answers the text as typed to a provider who may see the contact details, the masked copy to others', () => {
    expect(projectTextFor(row, true)).toEqual({ title: row.title, description: row.description, question_answers: [] });
    expect(projectTextFor(row, false)).toEqual({
      title: `Fence, text ${M}`,
      description: `Mail ${M}`,
      question_answers: [],
    });
    expect(projectTitleFor(row, false)).toBe(`Fence, text ${M}`);
  });

  it('masks at read time a row masked under older rules (or never)', () => {
    const stale = { ...row, masked_title: null, masked_description: null, text_mask_version: 0 };
    expect(projectTitleFor(stale, false)).toBe(`Fence, text ${M}`);
    expect(projectTextFor(stale, false).description).toBe(`Mail ${M}`);
  });

  it('shortens the customer name for a provider who may not see the contact details', () => {
    expect(customerNameFor('Casey Ann Owner', false)).toBe('Casey O.');
    expect(customerNameFor('Casey', false)).toBe('Casey');
    expect(customerNameFor('Casey Ann Owner', true)).toBe('Casey Ann Owner');
  });
});

describe('the masking rules version', () => {
  it('is bumped whenever the contact guard changes (stored masked copies are made again)', () => {
    const dir = new URL('../contact-guard/', import.meta.url);
    const hash = createHash('sha256');
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'contact-guard-examples.ts')
      .sort()) {
      hash.update(file);
      hash.update(readFileSync(new URL(file, dir)));
    }
    // The rules' files, not the table of examples. When this fails: the guard's rules changed. Bump PROJECT_TEXT_MASK_VERSION (mask-project-text.ts),
    // so the masked copies stored with older rules are made again, then record the new fingerprint here.
    expect({ version: PROJECT_TEXT_MASK_VERSION, guard: hash.digest('hex').slice(0, 16) }).toEqual({
      version: 1,
      guard: '8c901542b2a1e175',
    });
  });
});
