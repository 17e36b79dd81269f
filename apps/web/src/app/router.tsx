import type { TRole } from '@homebid/contracts/constants';
import { NOT_FOUND_TITLE, type PageAccess, type PageName, pages } from '@homebid/contracts/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { GuestOnly, HomeRedirect, RequireRole } from './guards';
import { loadAppLayout, loadCustomerLayout, type PageHandle, PublicLayout } from './layouts';
import { ScrollRestoration } from './scroll-restoration';

type PageModule = { default: ComponentType };

/** A lazily loaded screen: its module's default export. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

// The screen of each page of packages/contracts/src/routes.ts: every page has one (the type says so).
const screens: Record<PageName, () => Promise<PageModule>> = {
  support: () => import('./routes/support'),
  supportCapitalised: () => import('./routes/support'),
  faqs: () => import('./routes/faqs'),
  terms: () => import('./routes/terms-conditions'),
  privacy: () => import('./routes/privacy-policy'),
  rate: () => import('./routes/rate'),
  forgotPassword: () => import('./routes/forgot-password'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  otp: () => import('./routes/otp'),
  myProjects: () => import('./routes/my-projects'),
  buyProjectAvailableDetail: () => import('./routes/buy-project-available-detail'),
  myProjectsInbiddingDetail: () => import('./routes/my-projects-inbidding-detail'),
  myProjectCompletedDetail: () => import('./routes/my-project-completed-detail'),
  buyProjectContactDetails: () => import('./routes/buy-project-contact-details'),
  payment: () => import('./routes/payment'),
  dashboard: () => import('./routes/dashboard'),
  profile: () => import('./routes/profile'),
  review: () => import('./routes/review'),
  performance: () => import('./routes/performance'),
  myWorks: () => import('./routes/my-works'),
  album: () => import('./routes/album'),
  getReviews: () => import('./routes/get-reviews'),
  projects: () => import('./routes/projects'),
  projectsTab: () => import('./routes/projects'),
  projectDetail: () => import('./routes/project-detail'),
  providerProjectDetail: () => import('./routes/project-detail'),
  walletHistory: () => import('./routes/wallet-history'),
  addFunds: () => import('./routes/add-funds'),
  billing: () => import('./routes/billing'),
  billingReceipt: () => import('./routes/billing-receipt'),
  becomePro: () => import('./routes/become-pro'),
  proPlus: () => import('./routes/pro-plus'),
  leads: () => import('./routes/leads'),
  savedSearches: () => import('./routes/saved-searches'),
  leadPayment: () => import('./routes/lead-payment'),
  notifications: () => import('./routes/notifications'),
  notificationSettings: () => import('./routes/notification-settings'),
  hire: () => import('./routes/hire'),
  hireNew: () => import('./routes/hire-new'),
  proProfile: () => import('./routes/pro-profile'),
  unsubscribe: () => import('./routes/unsubscribe'),
  // The provider's recovery flow, for the customer's account at its own path.
  customerForgotPassword: () => import('./routes/forgot-password'),
  // The provider's login page, the customer's door at its own path.
  customerLogin: () => import('./routes/login'),
  customerProjects: () => import('./routes/customer-projects'),
  customerProject: () => import('./routes/customer-project'),
  customerAccount: () => import('./routes/customer-account'),
  // The same screens as the provider's: each shows the session's own notifications and rows.
  customerNotifications: () => import('./routes/notifications'),
  customerNotificationSettings: () => import('./routes/notification-settings'),
};

function pageRoute(name: PageName): RouteObject {
  const { path, title } = pages[name];
  const handle: PageHandle = { title };
  return { path, handle, lazy: page(screens[name]) };
}

const pagesFor = (access: PageAccess) =>
  (Object.keys(pages) as PageName[]).filter((name) => pages[name].access === access).map(pageRoute);

/**
 * A role's area: its pages of the page list, behind its guard, in its layout. The signed-in layouts
 * are chunks of their own, loaded alongside the first page of their area.
 */
const areaOf = (role: TRole, layout: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  element: <RequireRole allow={role} />,
  errorElement: <RouteError />,
  children: [{ lazy: layout, errorElement: <RouteError />, children: pagesFor(role) }],
});

/** Every page: the window's scroll follows the navigations (new page at the top, Back where it was). */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          ...pagesFor('public'),
          { element: <GuestOnly />, children: pagesFor('guest') },
          { path: '*', handle: { title: NOT_FOUND_TITLE }, lazy: page(() => import('./routes/not-found')) },
        ],
      },
      areaOf('provider', async () => ({ Component: (await loadAppLayout()).AppLayout })),
      areaOf('customer', async () => ({ Component: (await loadCustomerLayout()).CustomerLayout })),
    ],
  },
];

export const router = createBrowserRouter(routes);
