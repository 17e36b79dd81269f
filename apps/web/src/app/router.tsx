import { NOT_FOUND_TITLE, type PageAccess, type PageNameOf, pages } from '@homebid/contracts/routes';
import { createBrowserRouter, matchPath, Outlet, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { GuestOnly, HomeRedirect } from './guards';
import { PublicLayout } from './layouts';
import { lazyScreen, pageRoutesOf, queryFree, type ScreenLoad } from './page-routes';
import { ScrollRestoration } from './scroll-restoration';

// The routes of the first load: the pages anyone may see and the guest pages (login, registration).
// The signed-in areas (member-routes.tsx: the provider's portal, the customer's side) are a chunk of
// their own, added to the routes the first time a path is none of these (patchRoutesOnNavigation).

/** The screen of each public and guest page of packages/contracts/src/routes.ts (the type says each has one). */
const screens: Record<PageNameOf<'public' | 'guest'>, ScreenLoad> = {
  support: () => import('./routes/support'),
  supportCapitalised: () => import('./routes/support'),
  faqs: () => import('./routes/faqs'),
  terms: () => import('./routes/terms-conditions'),
  privacy: () => import('./routes/privacy-policy'),
  rate: () => import('./routes/rate'),
  forgotPassword: () => import('./routes/forgot-password'),
  hire: () => import('./routes/hire'),
  hireNew: () => import('./routes/hire-new'),
  proProfile: () => import('./routes/pro-profile'),
  unsubscribe: () => import('./routes/unsubscribe'),
  // The provider's recovery flow, for the customer's account at its own path.
  customerForgotPassword: () => import('./routes/forgot-password'),
  // The login pages paint without the QueryClient (the OTP tab and Google sign-in load it when used).
  login: queryFree(() => import('./routes/login')),
  otp: queryFree(() => import('./routes/otp')),
  // The provider's login page, the customer's door at its own path.
  customerLogin: queryFree(() => import('./routes/login')),
  register: () => import('./routes/register'),
};

const pagesFor = (access: PageAccess) => pageRoutesOf(screens, access);

/** Every page: the window's scroll follows the navigations (new page at the top, Back where it was). */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const ROOT_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <Root />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          ...pagesFor('public'),
          { element: <GuestOnly />, children: pagesFor('guest') },
          {
            path: '*',
            handle: { title: NOT_FOUND_TITLE },
            lazy: lazyScreen(queryFree(() => import('./routes/not-found'))),
          },
        ],
      },
    ],
  },
];

/** The first-load pages' paths: the signed-in areas are never needed for them. */
const firstLoadPaths = (Object.keys(screens) as Array<keyof typeof screens>).map((name) => pages[name].path);
const isFirstLoadPage = (path: string) => firstLoadPaths.some((pattern) => matchPath(pattern, path) !== null);

let memberRoutes: Promise<RouteObject[]> | undefined;
let isPatched = false;

/** The signed-in areas' routes (member-routes.tsx), loaded once (a failed load may be tried again). */
function loadMemberRoutes(): Promise<RouteObject[]> {
  memberRoutes ??= import('./member-routes').then(
    (module) => module.memberRoutes,
    (error: unknown) => {
      memberRoutes = undefined;
      throw error;
    },
  );
  return memberRoutes;
}

export const router = createBrowserRouter(routes, {
  // Called for a path that only the 404 route or a page with parameters matches: any other path
  // adds the signed-in areas, once (an unknown path stays the 404 page).
  async patchRoutesOnNavigation({ path, patch, signal }) {
    if (isPatched || isFirstLoadPage(path)) return;
    const areas = await loadMemberRoutes();
    // A navigation replaced meanwhile patches nothing (react-router ignores it): the next one does.
    if (isPatched || signal.aborted) return;
    patch(ROOT_ID, areas);
    isPatched = true;
  },
});
