import { QUESTION_TYPE } from '@homebid/contracts/projects';
import type { TCatalogueQuestion } from '@homebid/contracts/reference';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHireDraft, readHireDraft } from '../hooks/hire-draft';
import { hireTexts } from '../texts';
import { postedAnswers } from '../utils/answers';
import { QuestionScreen } from './question-screen';

const base: TCatalogueQuestion = {
  key: 'q',
  question: 'Question?',
  question_type: QUESTION_TYPE.text,
  options: [],
  multiple: false,
  unit: null,
  dimensions: [],
  required: true,
  placeholder: null,
};

const yesNo: TCatalogueQuestion = {
  ...base,
  key: 'leak',
  question: 'Is water coming in?',
  question_type: QUESTION_TYPE.yesNo,
};
const material: TCatalogueQuestion = {
  ...base,
  key: 'material',
  question: 'What is the roof made of?',
  question_type: QUESTION_TYPE.choices,
  options: ['Asphalt shingles', 'Metal', 'Tile'],
};
const rooms: TCatalogueQuestion = {
  ...base,
  key: 'rooms',
  question: 'Which rooms?',
  question_type: QUESTION_TYPE.choices,
  options: ['Kitchen', 'Bathroom', 'Bedroom'],
  multiple: true,
  required: false,
};
const size: TCatalogueQuestion = {
  ...base,
  key: 'size',
  question: 'How big is the area?',
  question_type: QUESTION_TYPE.measurements,
  unit: 'ft',
  dimensions: ['length', 'breadth'],
};
const notes: TCatalogueQuestion = {
  ...base,
  key: 'notes',
  question: 'Anything else?',
  placeholder: 'e.g. the gate code',
  required: false,
};

/** The screen as /hire/new shows it: the question is the heading that names its inputs. */
function renderScreen(question: TCatalogueQuestion) {
  const onNext = vi.fn();
  const onBack = vi.fn();
  render(
    <section>
      <h2 id="heading">{question.question}</h2>
      <QuestionScreen question={question} headingId="heading" onBack={onBack} onNext={onNext} />
    </section>,
  );
  return { onNext, onBack, user: userEvent.setup() };
}

beforeEach(() => clearHireDraft());

describe('QuestionScreen', () => {
  it('yes/no: two radios named by the question; Next is refused until one is chosen, then the answer is kept', async () => {
    const { onNext, user } = renderScreen(yesNo);
    const group = screen.getByRole('radiogroup', { name: yesNo.question });
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(hireTexts.answerRequired);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: hireTexts.no }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readHireDraft().answers.leak).toBe(false);
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('choices: one of them by radio when not multiple', async () => {
    const { onNext, user } = renderScreen(material);
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(screen.getByRole('alert').textContent).toBe(hireTexts.choiceRequired);
    await user.click(screen.getByRole('radio', { name: 'Metal' }));
    await user.click(screen.getByRole('radio', { name: 'Tile' }));
    expect(readHireDraft().answers.material).toEqual(['Tile']);
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('choices: checkboxes when multiple; an optional question may be left empty', async () => {
    const { onNext, user } = renderScreen(rooms);
    expect(screen.getByRole('group', { name: rooms.question })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bedroom' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    expect(readHireDraft().answers.rooms).toEqual(['Bedroom']);
    await user.click(screen.getByRole('checkbox', { name: 'Bedroom' }));
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('measurements: one number input per dimension with the unit; every size must be a number above 0', async () => {
    const { onNext, user } = renderScreen(size);
    const length = screen.getByLabelText(`${hireTexts.dimension.length} (ft)`);
    const width = screen.getByLabelText(`${hireTexts.dimension.breadth} (ft)`);
    expect(screen.queryByLabelText(`${hireTexts.dimension.height} (ft)`)).toBeNull();
    await user.type(length, '12');
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(screen.getByRole('alert').textContent).toBe(hireTexts.measurementInvalid);
    await user.type(width, '0');
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(onNext).not.toHaveBeenCalled();
    await user.clear(width);
    await user.type(width, '9.5');
    await user.click(screen.getByRole('button', { name: hireTexts.next }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(postedAnswers([size], readHireDraft().answers)).toEqual([
      {
        question: size.question,
        question_type: QUESTION_TYPE.measurements,
        answer: { title: size.question, measuring_length: 12, measuring_breadth: 9.5, unit: 'ft' },
      },
    ]);
  });

  it('free text: a text area named by the question with its placeholder; Back goes back', async () => {
    const { onBack, user } = renderScreen(notes);
    const field = screen.getByRole('textbox', { name: notes.question });
    expect(field.getAttribute('placeholder')).toBe('e.g. the gate code');
    await user.type(field, '  Gate code 1234  ');
    expect(readHireDraft().answers.notes).toBe('  Gate code 1234  ');
    await user.click(screen.getByRole('button', { name: hireTexts.back }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(postedAnswers([notes], readHireDraft().answers)).toEqual([
      { question: notes.question, question_type: QUESTION_TYPE.text, answer: 'Gate code 1234' },
    ]);
  });
});

describe('postedAnswers', () => {
  it('posts the answered questions in the catalogue order and leaves out the empty optional ones', () => {
    expect(
      postedAnswers([yesNo, rooms, material, notes], { material: ['Metal'], leak: true, notes: '   ', rooms: [] }),
    ).toEqual([
      { question: yesNo.question, question_type: QUESTION_TYPE.yesNo, answer: true },
      { question: material.question, question_type: QUESTION_TYPE.choices, answer: ['Metal'] },
    ]);
  });
});
