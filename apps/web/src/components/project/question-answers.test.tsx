import { QUESTION_TYPE, type TQuestionAnswer } from '@homebid/contracts/projects';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { measurementSize, QuestionAnswers } from './question-answers';
import { questionAnswerTexts } from './texts';

const roof = { title: 'Roof', measuring_length: '12', measuring_breadth: '10', measuring_height: '9', unit: 'ft' };
const items: TQuestionAnswer[] = [
  { question: 'Is there a leak?', answer: 'true', question_type: QUESTION_TYPE.yesNo },
  { question: 'Materials?', answer: ['Asphalt shingles', 'Metal flashing'], question_type: QUESTION_TYPE.choices },
  { question: 'Sizes?', answer: [roof], question_type: QUESTION_TYPE.measurements },
  { question: 'Anything else?', answer: 'Gutters\nare loose', question_type: QUESTION_TYPE.text },
];

describe('QuestionAnswers', () => {
  it.each([false, true])('shows each answer by its type (compact: %s)', (compact) => {
    render(<QuestionAnswers items={items} compact={compact} />);
    const answers = screen.getAllByRole('definition');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(items.map((item) => item.question));
    expect(answers[0].textContent).toBe(questionAnswerTexts.yes);
    expect(
      within(answers[1])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asphalt shingles', 'Metal flashing']);
    expect(within(answers[2]).getByRole('listitem').textContent).toBe('Roof12 × 10 × 9 ft');
    expect(answers[3].textContent).toBe('Gutters\nare loose');
  });

  it('says No for a false answer, also one whose question type is not yes/no', () => {
    render(<QuestionAnswers items={[{ question: 'Occupied?', answer: false, question_type: QUESTION_TYPE.text }]} />);
    expect(screen.getByRole('definition').textContent).toBe(questionAnswerTexts.no);
  });

  it('measures only the sides that were given', () => {
    expect(measurementSize({ ...roof, measuring_height: '' })).toBe('12 × 10 ft');
    expect(measurementSize({ ...roof, measuring_height: null, unit: '' })).toBe('12 × 10');
  });
});
