/** The load-failure block's own words (components/errors/load-failure.tsx). */
export const loadFailureTexts = { tryAgain: 'Try again' } as const;
