import { QUESTION_TYPE } from '@homebid/contracts/projects';
import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import { describe, expect, it } from 'vitest';
import { currentScreen, screensOf } from './hire-wizard';

const question = (key: string): TCatalogueQuestion => ({
  key,
  question: `${key}?`,
  question_type: QUESTION_TYPE.yesNo,
  options: [],
  multiple: false,
  unit: null,
  dimensions: [],
  required: false,
  placeholder: null,
});

describe('the screens of /hire/new', () => {
  it('each question, the job, its photos, the account unless a customer is signed in, then the review', () => {
    expect(screensOf([question('a'), question('b')], false)).toEqual([
      'q:a',
      'q:b',
      'details',
      'media',
      'account',
      'post',
    ]);
    expect(screensOf([], true)).toEqual(['details', 'media', 'post']);
  });

  it("resumes the draft's screen; the account step gives way to the review once signed in, and comes back when signed out", () => {
    const signedOut = screensOf([question('a')], false);
    const signedIn = screensOf([question('a')], true);
    expect(currentScreen(signedOut, 'media')).toBe('media');
    expect(currentScreen(signedOut, null)).toBe('q:a');
    expect(currentScreen(signedIn, 'account')).toBe('post');
    expect(currentScreen(signedOut, 'post')).toBe('account');
    // A question the catalogue no longer has: from the start.
    expect(currentScreen(signedIn, 'q:gone')).toBe('q:a');
  });
});
