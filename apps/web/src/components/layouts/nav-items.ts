import { pages } from '@homebid/contracts/routes';
import { paths } from '@/config/paths';

// Spec 'access' §2 'Header and menus'. Every entry leads to a page of the route table; pages whose
// screens ship with the money and chat issues say so under their own title until then.

/** The part of the portal a page belongs to: its header link and tab show as current. */
export type NavSection = 'dashboard' | 'projects' | 'leads' | 'myProjects';

export interface NavItem {
  label: string;
  to: string;
}

export interface SectionNavItem extends NavItem {
  section: NavSection;
}

export const MAIN_NAV: SectionNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, section: 'dashboard' },
  { label: 'Projects', to: paths.projects('all', 1), section: 'projects' },
  { label: 'Purchased Leads', to: paths.leads, section: 'leads' },
  { label: 'My Projects', to: paths.myProjects, section: 'myProjects' },
];

/** Phones' bottom tab bar: Dashboard, Projects, My Projects, Buy Projects (the leads). */
export const BOTTOM_TABS: SectionNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, section: 'dashboard' },
  { label: 'Projects', to: paths.projects('all', 1), section: 'projects' },
  { label: 'My Projects', to: paths.myProjects, section: 'myProjects' },
  { label: 'Buy Projects', to: paths.leads, section: 'leads' },
];

export interface ProfileMenuItem extends NavItem {
  /** Shown to Pro+ members only (Manage Subscription). */
  isProOnly?: boolean;
}

const PROFILE_MENU: ProfileMenuItem[] = [
  { label: 'Manage Subscription', to: paths.proPlus, isProOnly: true },
  { label: 'Reviews', to: paths.review },
  { label: 'Performance', to: paths.performance },
  { label: 'My Account', to: paths.profile },
  { label: 'My Works', to: paths.myWorks },
  { label: 'Wallet', to: paths.walletHistory },
  { label: 'Billing history', to: paths.billing },
  { label: 'Notification Settings', to: paths.notificationSettings },
  { label: 'Saved Searches', to: paths.savedSearches },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
];

/** The profile menu's entries for this provider (Logout follows them). */
export const profileMenuFor = (isProProvider: boolean): NavItem[] =>
  PROFILE_MENU.filter((item) => isProProvider || !item.isProOnly);

/** 'Become a Pro' (non-Pro providers only). */
export const BECOME_PRO: NavItem = { label: 'Become a Pro', to: paths.becomePro };

const startsWith = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Where a project detail was opened from decides its section (spec §2: from drives the back link too). */
const SECTION_OF_FROM: Record<string, NavSection> = {
  dashboard: 'dashboard',
  projects: 'projects',
  lead_projects: 'projects',
  my_projects: 'myProjects',
  leads: 'leads',
};

/** The section of a path, or null for pages outside the four (profile, wallet, …). */
export function sectionOf(pathname: string): NavSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (startsWith(path, paths.dashboard)) return 'dashboard';
  if (startsWith(path, '/projects')) return 'projects';
  if (startsWith(path, paths.myProjects)) return 'myProjects';
  if (startsWith(path, paths.leads) || startsWith(path, '/lead-payment')) return 'leads';
  if (startsWith(path, '/project-detail')) return SECTION_OF_FROM[path.split('/').at(-1) ?? ''] ?? null;
  // The static mock-ups, by the list their back link returns to.
  if (path === pages.myProjectsInbiddingDetail.path || path === pages.myProjectCompletedDetail.path) {
    return 'myProjects';
  }
  if (path === pages.buyProjectAvailableDetail.path) return 'projects';
  if (path === pages.buyProjectContactDetails.path || path === pages.payment.path) return 'leads';
  return null;
}

export const APP_DOWNLOAD_URL = 'https://apps.apple.com/';
