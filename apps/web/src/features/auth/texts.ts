import type { TRole } from '@homebid/contracts/constants';

/** The login pages' own words (issue 18: each role has its door; the server's refusal names the other). */
export const doorTexts = {
  /** Under a refusal that names the other door: the link there. */
  goTo: { provider: 'Go to the pro login', customer: 'Go to the customer login' } satisfies Record<TRole, string>,
} as const;

/** The customer's login page (/customer/login): where a homeowner without an account starts. */
export const customerLoginTexts = {
  newHere: 'New to HomeBid?',
  postProject: 'Post a project',
} as const;
