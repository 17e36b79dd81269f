import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { AppLayout, PublicLayout } from '@/components/layouts/layouts';
import { GuestOnly, HomeRedirect, RequireSession } from './guards';

type PageModule = { default: ComponentType };

/** A lazily loaded screen: its module's default export. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const unavailable = (path: string, title: string): RouteObject => ({
  path,
  handle: { title },
  lazy: page(() => import('./routes/section-unavailable')),
});

// Spec route tables of both documents. Screens not built yet say so (section-unavailable).
export const routes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/support', lazy: page(() => import('./routes/support')) },
      { path: '/Support', lazy: page(() => import('./routes/support')) },
      { path: '/faqs', lazy: page(() => import('./routes/faqs')) },
      { path: '/terms-conditions', lazy: page(() => import('./routes/terms-conditions')) },
      { path: '/privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
      { path: '/rate/:secureNumber', lazy: page(() => import('./routes/rate')) },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', lazy: page(() => import('./routes/login')) },
          { path: '/register', lazy: page(() => import('./routes/register')) },
          { path: '/otp', lazy: page(() => import('./routes/otp')) },
        ],
      },
      { path: '/forgot-password', lazy: page(() => import('./routes/forgot-password')) },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/dashboard', lazy: page(() => import('./routes/dashboard')) },
          { path: '/profile', lazy: page(() => import('./routes/profile')) },
          unavailable('/notifications', 'Notifications'),
          { path: '/review', lazy: page(() => import('./routes/review')) },
          { path: '/my-works', lazy: page(() => import('./routes/my-works')) },
          { path: '/my-works/:id', lazy: page(() => import('./routes/album')) },
          unavailable('/projects/:category', 'Projects'),
          unavailable('/projects/:category/:tab', 'Projects'),
          unavailable('/my-projects', 'My Projects'),
          unavailable('/leads', 'Purchased Leads'),
          unavailable('/project-detail/:id/:from', 'Project Detail'),
          unavailable('/project-detail/:providerProjectId/:id/:from', 'Project Detail'),
          unavailable('/wallet-history', 'Wallet'),
          unavailable('/add-funds', 'Add Funds'),
          unavailable('/notification-settings', 'Notification Settings'),
          unavailable('/become-pro', 'Become a Pro'),
          unavailable('/pro-plus', 'Manage Subscription'),
          unavailable('/lead-payment/:id/:projectId', 'Lead Payment'),
          { path: '/get-reviews/:id', lazy: page(() => import('./routes/get-reviews')) },
          unavailable('/buy-project-available-detail', 'Project'),
          unavailable('/my-projects-inbidding-detail', 'Project'),
          unavailable('/my-project-completed-detail', 'Project'),
          unavailable('/buy-project-contact-details', 'Project'),
          unavailable('/payment', 'Payment'),
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
