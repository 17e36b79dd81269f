import type { TRole } from '@homebid/contracts/constants';

/** The login pages' own words (each role has its door; the server's refusal names the other). */
export const doorTexts = {
  /** Under a refusal that names the other door: the link there. */
  goTo: { provider: 'Go to the pro login', customer: 'Go to the customer login' } satisfies Record<TRole, string>,
} as const;

/** The login pages' sign-up line: the pro registers, a homeowner starts by posting a project. */
export const loginTexts = {
  newHere: 'New to HomeBid?',
  registerAsPro: 'Register as a Pro',
  postProject: 'Post a project',
} as const;
