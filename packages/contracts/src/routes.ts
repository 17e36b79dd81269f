// Every page of both specifications, in one place: the web router builds its routes from it (path,
// who may see it, the page title), the links build their URLs from it, and the server's HTML 404
// rule reads it, so the three never disagree.
import type { TRole } from './constants';
import { buildPath } from './endpoint';

/**
 * Who may see a page. public: anyone; guest: only signed out (login, registration); a role
 * (`provider`, `customer`): only a session of that role. The web router guards each role's pages
 * with the role named here, so another role's area is added by adding its pages.
 */
export type PageAccess = 'public' | 'guest' | TRole;

export interface PageRoute {
  path: string;
  access: PageAccess;
  /** The document title, shown as "<title> | HomeBid". */
  title: string;
}

/** A page; its `access` kept as its literal type, so a page's name tells who may see it (PageNameOf). */
const page = <A extends PageAccess>(path: string, access: A, title: string) => ({ path, access, title });
/** A page of the provider's portal. */
const providerPage = (path: string, title: string) => page(path, 'provider', title);
/** A page of the customer's side. */
const customerPage = (path: string, title: string) => page(path, 'customer', title);

export const pages = {
  support: page('/support', 'public', 'Support'),
  supportCapitalised: page('/Support', 'public', 'Support'),
  faqs: page('/faqs', 'public', 'Frequently Asked Questions'),
  terms: page('/terms-conditions', 'public', 'Terms & Conditions'),
  privacy: page('/privacy-policy', 'public', 'Privacy Policy'),
  // A past customer rates a provider through a review link, without an account.
  rate: page('/rate/:secureNumber', 'public', 'Rate your professional'),
  forgotPassword: page('/forgot-password', 'public', 'Forgot Password'),
  // The customer's side: posting is open to anyone until its last step.
  hire: page('/hire', 'public', 'Get bids from local pros'),
  hireNew: page('/hire/new', 'public', 'Post a project'),
  proProfile: page('/pros/:providerId', 'public', 'Pro profile'),
  customerForgotPassword: page('/customer/forgot-password', 'public', 'Forgot Password'),
  // A notification e-mail's unsubscribe link (?token=…): works without signing in.
  unsubscribe: page('/unsubscribe', 'public', 'Unsubscribe'),

  login: page('/login', 'guest', 'Login'),
  register: page('/register', 'guest', 'Provider Registration'),
  otp: page('/otp', 'guest', 'Login'),
  customerLogin: page('/customer/login', 'guest', 'Customer Login'),

  customerProjects: customerPage('/customer/projects', 'My Projects'),
  customerProject: customerPage('/customer/projects/:id', 'Project'),
  customerAccount: customerPage('/customer/account', 'My Account'),
  customerNotifications: customerPage('/customer/notifications', 'Notifications'),
  customerNotificationSettings: customerPage('/customer/notification-settings', 'Notification Settings'),

  dashboard: providerPage('/dashboard', 'Dashboard'),
  profile: providerPage('/profile', 'My Account'),
  notifications: providerPage('/notifications', 'Notifications'),
  review: providerPage('/review', 'Reviews'),
  performance: providerPage('/performance', 'Performance'),
  myWorks: providerPage('/my-works', 'My Works'),
  album: providerPage('/my-works/:id', 'Album'),
  projects: providerPage('/projects/:category', 'Projects'),
  projectsTab: providerPage('/projects/:category/:tab', 'Projects'),
  myProjects: providerPage('/my-projects', 'My Projects'),
  leads: providerPage('/leads', 'Purchased Leads'),
  savedSearches: providerPage('/saved-searches', 'Saved Searches'),
  projectDetail: providerPage('/project-detail/:id/:from', 'Project Detail'),
  providerProjectDetail: providerPage('/project-detail/:providerProjectId/:id/:from', 'Project Detail'),
  walletHistory: providerPage('/wallet-history', 'Wallet'),
  addFunds: providerPage('/add-funds', 'Add Funds'),
  billing: providerPage('/billing', 'Billing history'),
  billingReceipt: providerPage('/billing/:id/receipt', 'Receipt'),
  notificationSettings: providerPage('/notification-settings', 'Notification Settings'),
  becomePro: providerPage('/become-pro', 'Become a Pro'),
  proPlus: providerPage('/pro-plus', 'Manage Subscription'),
  leadPayment: providerPage('/lead-payment/:id/:projectId', 'Lead Payment'),
  getReviews: providerPage('/get-reviews/:id', 'Get Reviews'),
  buyProjectAvailableDetail: providerPage('/buy-project-available-detail', 'Project'),
  myProjectsInbiddingDetail: providerPage('/my-projects-inbidding-detail', 'Project'),
  myProjectCompletedDetail: providerPage('/my-project-completed-detail', 'Project'),
  buyProjectContactDetails: providerPage('/buy-project-contact-details', 'Project'),
  payment: providerPage('/payment', 'Payment'),
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof pages;

/** The pages of the given access: `PageNameOf<'provider'>` is the provider's portal. */
export type PageNameOf<A extends PageAccess> = {
  [N in PageName]: (typeof pages)[N]['access'] extends A ? N : never;
}[PageName];

/** The project detail's search parameter that opens its chat panel (`?chat=1`, a message notification's link). */
export const PROJECT_DETAIL_CHAT_PARAM = 'chat';

/** The title of the 404 page (any path that is no page). */
export const NOT_FOUND_TITLE = 'Page not found';

/** The document title of a page: always "… | HomeBid". */
export const documentTitle = (title: string) => `${title} | HomeBid`;

/** A page's URL: `pageUrl('album', { id: 4 })` → `/my-works/4`. */
export function pageUrl(name: PageName, params: Record<string, string | number> = {}): string {
  return buildPath(pages[name].path, params);
}

/** True when the path is a page of the web app (so the server answers 200, not 404). */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return true;
  return Object.values(pages).some((route) => matches(route.path, path));
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}
