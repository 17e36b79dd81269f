import { paths } from '@/config/paths';

// Spec §2 'Header and menus'. Items join these lists as their screens land; none may be a dead link.
export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_NAV: NavItem[] = [{ label: 'Dashboard', to: paths.dashboard }];

export const PROFILE_MENU: NavItem[] = [
  { label: 'Reviews', to: paths.review },
  { label: 'My Account', to: paths.profile },
  { label: 'My Works', to: paths.myWorks },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
];

export const BOTTOM_TABS: NavItem[] = [{ label: 'Dashboard', to: paths.dashboard }];

export const APP_DOWNLOAD_URL = 'https://apps.apple.com/';
