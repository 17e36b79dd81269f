import { customerProjectMessages, QUESTION_TYPE, type TQuestionAnswer } from '@homebid/contracts/projects';
import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import { describe, expect, it } from 'vitest';
import { findAnswerProblems } from './check-question-answers';

const question = (overrides: Partial<TCatalogueQuestion>): TCatalogueQuestion => ({
  key: 'q',
  question: 'Question?',
  question_type: QUESTION_TYPE.text,
  options: [],
  multiple: false,
  unit: null,
  dimensions: [],
  required: false,
  placeholder: null,
  ...overrides,
});

const QUESTIONS = [
  question({
    key: 'roof_type',
    question: 'What type of roof is it?',
    question_type: QUESTION_TYPE.choices,
    options: ['Asphalt shingles', 'Metal'],
  }),
  question({
    key: 'problem',
    question: 'What needs fixing?',
    question_type: QUESTION_TYPE.choices,
    options: ['Leak', 'Flashing', 'Sagging'],
    multiple: true,
  }),
  question({ key: 'water_inside', question: 'Is water coming inside the home?', question_type: QUESTION_TYPE.yesNo }),
  question({
    key: 'roof_size',
    question: 'Approximate roof size',
    question_type: QUESTION_TYPE.measurements,
    unit: 'ft',
    dimensions: ['length', 'breadth'],
  }),
  question({ key: 'notes', question: 'Anything else the pros should know?' }),
];

const answer = (text: string, value: TQuestionAnswer['answer'], type: number): TQuestionAnswer => ({
  question: text,
  answer: value,
  question_type: type,
});

describe('answers against the question catalogue', () => {
  it('passes answers that fit their questions, and answers to questions of the customer’s own', () => {
    expect(
      findAnswerProblems(QUESTIONS, [
        answer('What type of roof is it?', ['Metal'], QUESTION_TYPE.choices),
        answer('What needs fixing?', ['Leak', 'Sagging'], QUESTION_TYPE.choices),
        answer('Is water coming inside the home?', false, QUESTION_TYPE.yesNo),
        answer(
          'Approximate roof size',
          { title: 'Main', measuring_length: 30, unit: 'ft' },
          QUESTION_TYPE.measurements,
        ),
        // Plain text is any type but the three shaped ones.
        answer('Anything else the pros should know?', 'A dog in the yard', 0),
        answer('Which colour is the door?', 'Teal', QUESTION_TYPE.text),
        answer('A question of my own', ['Anything'], QUESTION_TYPE.choices),
      ]),
    ).toEqual([]);
  });

  it('matches the question text without case or extra spaces', () => {
    expect(
      findAnswerProblems(QUESTIONS, [answer('  what TYPE of   roof is it? ', ['Thatch'], QUESTION_TYPE.choices)]),
    ).toEqual([customerProjectMessages.answerNotAnOption('What type of roof is it?')]);
  });

  it('names a choice the question does not offer, several choices for a single one, and another type', () => {
    expect(
      findAnswerProblems(QUESTIONS, [
        answer('What needs fixing?', ['Leak', 'Everything'], QUESTION_TYPE.choices),
        answer('What type of roof is it?', ['Metal', 'Asphalt shingles'], QUESTION_TYPE.choices),
        answer('Is water coming inside the home?', 'Sometimes', QUESTION_TYPE.text),
        answer('Approximate roof size', true, QUESTION_TYPE.yesNo),
        answer('Anything else the pros should know?', true, QUESTION_TYPE.yesNo),
      ]),
    ).toEqual([
      customerProjectMessages.answerNotAnOption('What needs fixing?'),
      customerProjectMessages.answerOneOption('What type of roof is it?'),
      customerProjectMessages.answerWrongType('Is water coming inside the home?'),
      customerProjectMessages.answerWrongType('Approximate roof size'),
      customerProjectMessages.answerWrongType('Anything else the pros should know?'),
    ]);
  });

  it('names each problem once', () => {
    const twice = answer('What type of roof is it?', ['Thatch'], QUESTION_TYPE.choices);
    expect(findAnswerProblems(QUESTIONS, [twice, twice])).toHaveLength(1);
  });
});
