// Every route path of the web app and its builder, in one place.
export const paths = {
  home: '/',
  login: '/login',
  otp: '/otp',
  register: '/register',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  profile: '/profile',
  notifications: '/notifications',
  review: '/review',
  myWorks: '/my-works',
  album: (id: number | string) => `/my-works/${id}`,
  support: '/support',
  faqs: '/faqs',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  projects: (category = 'all', tab?: number | string) =>
    tab === undefined ? `/projects/${category}` : `/projects/${category}/${tab}`,
  myProjects: '/my-projects',
  leads: '/leads',
  projectDetail: (id: number | string, from: string) => `/project-detail/${id}/${from}`,
  walletHistory: '/wallet-history',
  addFunds: '/add-funds',
  notificationSettings: '/notification-settings',
  becomePro: '/become-pro',
  proPlus: '/pro-plus',
  leadPayment: (id: number | string, projectId: number | string) => `/lead-payment/${id}/${projectId}`,
  getReviews: (id: number | string) => `/get-reviews/${id}`,
  /** The public rating page behind a review link. */
  rate: (secureNumber: string) => `/rate/${secureNumber}`,
} as const;

export const SUPPORT_EMAIL = 'support@homebid.app';
export const SUPPORT_PHONE = '+1 (415) 555-0134';
export const SUPPORT_PHONE_HREF = 'tel:+14155550134';
export const POSTAL_ADDRESS = 'HomeBid, Inc. · 548 Market St, San Francisco, CA 94104';
