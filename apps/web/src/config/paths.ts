import type { TRole } from '@homebid/contracts/constants';
import { pages, pageUrl } from '@homebid/contracts/routes';

// The web app's links, built from the one page list (packages/contracts/src/routes.ts).
export const paths = {
  home: '/',
  login: pages.login.path,
  otp: pages.otp.path,
  register: pages.register.path,
  forgotPassword: pages.forgotPassword.path,
  dashboard: pages.dashboard.path,
  profile: pages.profile.path,
  notifications: pages.notifications.path,
  review: pages.review.path,
  performance: pages.performance.path,
  myWorks: pages.myWorks.path,
  album: (id: number | string) => pageUrl('album', { id }),
  support: pages.support.path,
  faqs: pages.faqs.path,
  terms: pages.terms.path,
  privacy: pages.privacy.path,
  projects: (category = 'all', tab?: number | string) =>
    tab === undefined ? pageUrl('projects', { category }) : pageUrl('projectsTab', { category, tab }),
  myProjects: pages.myProjects.path,
  leads: pages.leads.path,
  savedSearches: pages.savedSearches.path,
  projectDetail: (id: number | string, from: string) => pageUrl('projectDetail', { id, from }),
  walletHistory: pages.walletHistory.path,
  addFunds: pages.addFunds.path,
  billing: pages.billing.path,
  billingReceipt: (id: string) => pageUrl('billingReceipt', { id }),
  notificationSettings: pages.notificationSettings.path,
  becomePro: pages.becomePro.path,
  proPlus: pages.proPlus.path,
  leadPayment: (id: number | string, projectId: number | string) => pageUrl('leadPayment', { id, projectId }),
  getReviews: (id: number | string) => pageUrl('getReviews', { id }),
  /** The public rating page behind a review link. */
  rate: (secureNumber: string) => pageUrl('rate', { secureNumber }),
  /** A pro's public profile. */
  proProfile: (providerId: number | string) => pageUrl('proProfile', { providerId }),
  // The customer's side: its pages' own links read the page list where they are used,
  // so the first load carries only these.
  hire: pages.hire.path,
  customerLogin: pages.customerLogin.path,
  customerProjects: pages.customerProjects.path,
} as const;

/** Each role's own sign-in page (its door): a role's pages send a signed-out visitor there. */
export const loginPaths: Record<TRole, string> = { provider: paths.login, customer: paths.customerLogin };

export const SUPPORT_EMAIL = 'support@homebid.app';
export const SUPPORT_PHONE = '+1 (415) 555-0134';
export const SUPPORT_PHONE_HREF = 'tel:+14155550134';
export const POSTAL_ADDRESS = 'HomeBid, Inc. · 548 Market St, San Francisco, CA 94104';
