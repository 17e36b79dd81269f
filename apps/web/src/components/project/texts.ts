/** The words of a project's answers (components/project/question-answers.tsx), on either side. */
export const questionAnswerTexts = { yes: 'Yes', no: 'No' } as const;
