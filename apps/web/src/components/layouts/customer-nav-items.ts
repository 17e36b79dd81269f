import { pages } from '@homebid/contracts/routes';
import { paths } from '@/config/paths';

// The customer's header: its own links, apart from the provider portal's (nav-items.ts),
// so neither side's chunk carries the other's.

export type CustomerSection = 'projects' | 'post';

export interface CustomerNavItem {
  label: string;
  to: string;
  section: CustomerSection;
}

/** Where a homeowner starts a project (/hire): in the header and the footer. */
export const POST_PROJECT: CustomerNavItem = { label: 'Post a project', to: paths.hire, section: 'post' };

export const CUSTOMER_NAV: CustomerNavItem[] = [
  { label: 'My Projects', to: paths.customerProjects, section: 'projects' },
  POST_PROJECT,
];

/** The account menu's entries (Logout follows them). */
export const CUSTOMER_MENU: { label: string; to: string }[] = [
  { label: 'My Account', to: pages.customerAccount.path },
  { label: 'Notification Settings', to: pages.customerNotificationSettings.path },
  { label: 'Support', to: paths.support },
];

export const customerHeaderTexts = {
  home: 'HomeBid, my projects',
  accountMenu: 'Account menu',
} as const;

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The header link shown as current on a path, or null. */
export function customerSectionOf(pathname: string): CustomerSection | null {
  if (within(pathname, paths.customerProjects)) return 'projects';
  if (within(pathname, paths.hire)) return 'post';
  return null;
}
