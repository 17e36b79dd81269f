import type { TRole } from '@homebid/contracts/constants';
import type { PageNameOf } from '@homebid/contracts/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { RequireRole } from './guards';
import { loadAppLayout, loadCustomerLayout } from './layouts';
import { pageRoutesOf, type ScreenLoad } from './page-routes';

// The signed-in areas, a chunk of their own: the router (router.tsx) adds them to its routes the
// first time a path is no public or guest page, so a signed-out visitor's first load carries
// neither their screens' list nor their preload lists.

/** The screen of each page of the signed-in areas (the type says each has one). */
const screens: Record<PageNameOf<TRole>, ScreenLoad> = {
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
  customerProjects: () => import('./routes/customer-projects'),
  customerProject: () => import('./routes/customer-project'),
  customerAccount: () => import('./routes/customer-account'),
  // The same screens as the provider's: each shows the session's own notifications and rows.
  customerNotifications: () => import('./routes/notifications'),
  customerNotificationSettings: () => import('./routes/notification-settings'),
};

/**
 * A role's area: its pages of the page list, behind its guard, in its layout. The signed-in layouts
 * are chunks of their own, loaded alongside the first page of their area.
 */
const areaOf = (role: TRole, layout: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  element: <RequireRole allow={role} />,
  errorElement: <RouteError />,
  children: [{ lazy: layout, errorElement: <RouteError />, children: pageRoutesOf(screens, role) }],
});

export const memberRoutes: RouteObject[] = [
  areaOf('provider', async () => ({ Component: (await loadAppLayout()).AppLayout })),
  areaOf('customer', async () => ({ Component: (await loadCustomerLayout()).CustomerLayout })),
];
