// Every page route of both specifications, in one place: the web router and the server's
// "is this a page?" check both read it, so the two never disagree.

export const PUBLIC_ROUTES = [
  '/support',
  '/Support',
  '/faqs',
  '/terms-conditions',
  '/privacy-policy',
  // A past customer rates a provider through a review link, without an account.
  '/rate/:secureNumber',
] as const;
export const GUEST_ROUTES = ['/login', '/register', '/otp', '/forgot-password'] as const;
export const PRIVATE_ROUTES = [
  '/dashboard',
  '/profile',
  '/notifications',
  '/review',
  '/my-works',
  '/my-works/:id',
  '/projects/:category',
  '/projects/:category/:tab',
  '/my-projects',
  '/leads',
  '/project-detail/:id/:from',
  '/project-detail/:providerProjectId/:id/:from',
  '/wallet-history',
  '/add-funds',
  '/notification-settings',
  '/become-pro',
  '/pro-plus',
  '/lead-payment/:id/:projectId',
  '/get-reviews/:id',
  '/buy-project-available-detail',
  '/my-projects-inbidding-detail',
  '/my-project-completed-detail',
  '/buy-project-contact-details',
  '/payment',
] as const;

/** True when the path is a page of the web app (so the server answers 200, not 404). */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return true;
  return [...PUBLIC_ROUTES, ...GUEST_ROUTES, ...PRIVATE_ROUTES].some((pattern) => matches(pattern, path));
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}
