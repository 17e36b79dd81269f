// Notifications (spec 'portal-access-profile-chat-works.md' §2 Notifications, §3 Notification, §7, §9;
// 'portal-projects-leads-money.md' §2 Notification settings, §3, §7, §9 relative times; CONTRACT §6
// NotificationChannel): task names, texts, shapes and settings shared by the API and the web.
import { z } from 'zod';
import { CERTIFICATE_REVIEWED_TASK } from './certificates';
import { ZFlag, ZId } from './common';
import { PROJECT_NOTIFICATION_TASK, type TProjectDetailFrom } from './projects';
import { QUOTE_NOTIFICATION_TASK } from './quotes';
import { REVIEW_NOTIFICATION_TASK } from './reviews';
import { PROJECT_DETAIL_CHAT_PARAM, pageUrl } from './routes';
import { SAVED_SEARCH_MATCH_TASK } from './saved-searches';
import './zod-config';

// ── Task names (spec 'access' §3) ─────────────────────────────────────────────────────────────────

/**
 * Every task name spec §3 knows, and the only ones the API writes (notify() takes no other). They
 * stay the data: the API sends them as they are; people read notificationTitle(), and follow
 * notificationLink().
 */
export const KNOWN_TASK_NAMES = [
  'RemainderToBid',
  'A Provider is interested in your project',
  'ProviderProjectAvailable',
  'New Project Available for Bidding',
  'UpgradeToPro',
  'ProjectReviewed',
  'Project Reviewed',
  'ProjectContacted',
  'Pro+',
  'Pro+ Upgrade',
  'LeadProjectAvailable',
  'You have a New Lead for Purchase',
  'You are Hired!',
  'Project Updates',
  'ProjectAwarded',
  // The customer's own.
  'New Bid on Your Project',
  'New Message from a Pro',
  'Job Marked Complete',
  // A provider's saved search matched a new project.
  SAVED_SEARCH_MATCH_TASK,
  // The customer answered a provider's quote in the chat.
  QUOTE_NOTIFICATION_TASK.accepted,
  QUOTE_NOTIFICATION_TASK.declined,
  // An operator approved or rejected a pro's licence or insurance certificate.
  CERTIFICATE_REVIEWED_TASK,
] as const;
export type TKnownTaskName = (typeof KNOWN_TASK_NAMES)[number];

/** The task name each marketplace event writes (the API's notify() calls use these). */
export const NOTIFICATION_TASK = {
  /** A customer posted a project in the provider's area and services. */
  newProject: PROJECT_NOTIFICATION_TASK.newProject,
  /** A project's lead can be bought (again) by the provider. */
  newLead: 'You have a New Lead for Purchase',
  /** The customer hired the provider. */
  hired: PROJECT_NOTIFICATION_TASK.hired,
  /** Something changed on a project the user is part of (awarded to another pro, completed, cancellation). */
  updates: PROJECT_NOTIFICATION_TASK.updates,
  /** A customer reviewed the provider. */
  reviewed: REVIEW_NOTIFICATION_TASK,
  /** The provider became Pro+. */
  proUpgrade: 'Pro+ Upgrade',
  /** The daily reminder: a project in the provider's area is still without the provider's bid after a day. */
  remainderToBid: 'RemainderToBid',
  /** A customer wrote to the provider about a project (the first message after a quiet while). */
  contacted: 'ProjectContacted',
} as const satisfies Record<string, TKnownTaskName>;

/** The task names a customer receives; their links open the customer's project. */
export const CUSTOMER_NOTIFICATION_TASK = {
  /** A pro bid on the customer's project (or changed the bid). */
  newBid: 'New Bid on Your Project',
  /** A pro wrote to the customer (the first message after a quiet while, as for providers). */
  message: 'New Message from a Pro',
  /** The hired pro marked the job complete: the customer may confirm and review. */
  markedComplete: 'Job Marked Complete',
} as const satisfies Record<string, TKnownTaskName>;

/** The texts of the customer's notifications. */
export const customerNotificationTexts = {
  newBid: (company: string, title: string) => `${company} bid on ${title}`,
  message: (company: string, title: string) => `${company} sent you a message about ${title}`,
  markedComplete: (company: string, title: string) =>
    `${company} marked ${title} as complete. Confirm it and leave a review.`,
} as const;

/**
 * What a person reads for each task name: the screens' item titles, the e-mail's subject and
 * heading, the push's title. Spec §3's names that are already sentences stay as they are.
 */
const TITLE_BY_TASK: Record<TKnownTaskName, string> = {
  RemainderToBid: 'Reminder: place your bid',
  'A Provider is interested in your project': 'A Provider is interested in your project',
  ProviderProjectAvailable: 'New Project Available for Bidding',
  'New Project Available for Bidding': 'New Project Available for Bidding',
  UpgradeToPro: 'Upgrade to Pro+',
  ProjectReviewed: 'Project Reviewed',
  'Project Reviewed': 'Project Reviewed',
  ProjectContacted: 'New message from a customer',
  'Pro+': 'Your Pro+ subscription',
  'Pro+ Upgrade': 'Pro+ Upgrade',
  LeadProjectAvailable: 'You have a New Lead for Purchase',
  'You have a New Lead for Purchase': 'You have a New Lead for Purchase',
  'You are Hired!': 'You are Hired!',
  'Project Updates': 'Project Updates',
  ProjectAwarded: 'Project Awarded',
  'New Bid on Your Project': 'New Bid on Your Project',
  'New Message from a Pro': 'New Message from a Pro',
  'Job Marked Complete': 'Job Marked Complete',
  [SAVED_SEARCH_MATCH_TASK]: 'Saved Search Match',
  [QUOTE_NOTIFICATION_TASK.accepted]: 'Quote accepted',
  [QUOTE_NOTIFICATION_TASK.declined]: 'Quote declined',
  [CERTIFICATE_REVIEWED_TASK]: 'Certificate Reviewed',
};

/** The generic title of a task name this version does not know (a row written by a newer one). */
export const UNKNOWN_TASK_TITLE = 'HomeBid update';

/** The title a person reads for a task name; an unknown one shows as is only when it reads as words. */
export function notificationTitle(taskName: string): string {
  const known = TITLE_BY_TASK[taskName as TKnownTaskName];
  if (known) return known;
  return /^[A-Z][a-z'’!+]*( [A-Za-z'’!+]+)+$/.test(taskName) ? taskName : UNKNOWN_TASK_TITLE;
}

/** Where each task name acts: a project detail (with the `from` its back link needs, the chat open), or a page. */
type TaskTarget =
  | { project: TProjectDetailFrom; chat?: true }
  | { customerProject: true }
  | { page: 'review' | 'profile' | 'proPlus' | 'becomePro' };

const TARGET_BY_TASK: Record<TKnownTaskName, TaskTarget> = {
  // Projects the provider may bid on or buy: the detail as opened from a notification (spec §2).
  RemainderToBid: { project: 'lead_projects' },
  'A Provider is interested in your project': { project: 'lead_projects' },
  ProviderProjectAvailable: { project: 'lead_projects' },
  'New Project Available for Bidding': { project: 'lead_projects' },
  LeadProjectAvailable: { project: 'lead_projects' },
  'You have a New Lead for Purchase': { project: 'lead_projects' },
  // The provider's own jobs: the detail goes back to My Projects.
  'You are Hired!': { project: 'my_projects' },
  'Project Updates': { project: 'my_projects' },
  ProjectAwarded: { project: 'my_projects' },
  // A customer's message: the project's detail with its conversation open.
  ProjectContacted: { project: 'my_projects', chat: true },
  ProjectReviewed: { page: 'review' },
  'Project Reviewed': { page: 'review' },
  'Pro+ Upgrade': { page: 'profile' },
  'Pro+': { page: 'proPlus' },
  UpgradeToPro: { page: 'becomePro' },
  // The customer's: their project, with its bids and conversations.
  'New Bid on Your Project': { customerProject: true },
  'New Message from a Pro': { customerProject: true },
  'Job Marked Complete': { customerProject: true },
  [SAVED_SEARCH_MATCH_TASK]: { project: 'lead_projects' },
  // The customer's answer to a quote: the project's detail with the conversation open.
  [QUOTE_NOTIFICATION_TASK.accepted]: { project: 'my_projects', chat: true },
  [QUOTE_NOTIFICATION_TASK.declined]: { project: 'my_projects', chat: true },
  // The certificates live on the profile page, with the operator's reason.
  [CERTIFICATE_REVIEWED_TASK]: { page: 'profile' },
};

/** Whose notification it is: the links of a customer's open the customer's pages. */
export type TNotificationRole = 'provider' | 'customer';

/**
 * The link of a notification by its task name (spec 'access' §2, and a link for every task name):
 * the project detail, the detail with its chat open, /review, /profile, /pro-plus, /become-pro;
 * null for an unknown task name or a project link without a project. A customer's notification
 * about a project (its own task names, and the project updates both roles receive) opens the
 * customer's project; the provider's pages are never a customer's link.
 */
export function notificationLink(
  taskName: string,
  projectId: number | null | undefined,
  role: TNotificationRole = 'provider',
): string | null {
  const target = TARGET_BY_TASK[taskName as TKnownTaskName] as TaskTarget | undefined;
  if (!target) return null;
  if (role === 'customer') return 'page' in target || !projectId ? null : pageUrl('customerProject', { id: projectId });
  if ('page' in target) return pageUrl(target.page);
  if (!projectId) return null;
  if ('customerProject' in target) return pageUrl('customerProject', { id: projectId });
  const detail = pageUrl('projectDetail', { id: projectId, from: target.project });
  return target.chat ? `${detail}?${PROJECT_DETAIL_CHAT_PARAM}=1` : detail;
}

/** The icon of each known task name (spec §2 'Each known task name maps to an icon'); the web draws one per key. */
export const NOTIFICATION_ICONS = [
  'reminder',
  'interest',
  'project',
  'pro',
  'review',
  'contact',
  'lead',
  'hired',
  'update',
  'award',
  'general',
] as const;
export type TNotificationIcon = (typeof NOTIFICATION_ICONS)[number];

const ICON_BY_TASK: Record<TKnownTaskName, TNotificationIcon> = {
  RemainderToBid: 'reminder',
  'A Provider is interested in your project': 'interest',
  ProviderProjectAvailable: 'project',
  'New Project Available for Bidding': 'project',
  UpgradeToPro: 'pro',
  ProjectReviewed: 'review',
  'Project Reviewed': 'review',
  ProjectContacted: 'contact',
  'Pro+': 'pro',
  'Pro+ Upgrade': 'pro',
  LeadProjectAvailable: 'lead',
  'You have a New Lead for Purchase': 'lead',
  'You are Hired!': 'hired',
  'Project Updates': 'update',
  ProjectAwarded: 'award',
  'New Bid on Your Project': 'project',
  'New Message from a Pro': 'contact',
  'Job Marked Complete': 'update',
  [SAVED_SEARCH_MATCH_TASK]: 'project',
  [QUOTE_NOTIFICATION_TASK.accepted]: 'hired',
  [QUOTE_NOTIFICATION_TASK.declined]: 'update',
  [CERTIFICATE_REVIEWED_TASK]: 'update',
};

export function notificationIcon(taskName: string): TNotificationIcon {
  return ICON_BY_TASK[taskName as TKnownTaskName] ?? 'general';
}

/** The texts of the notifications this module's own events write. */
export const notificationTexts = {
  remainderToBid: (title: string) => `${title} is still waiting for your bid. Place a bid before another pro wins it.`,
  newLead: (title: string, city: string, state: string) =>
    `A lead is available for purchase: ${title} in ${city}, ${state}`,
  proUpgrade: (plan: string) => `Welcome to Pro+! Your ${plan} plan is active.`,
} as const;

// ── Settings (spec 'projects' §2 Notification settings, §3) ──────────────────────────────────────

/**
 * The per-type rows of 'notifications you receive'. Each task name belongs to one type (taskType);
 * a notification is delivered on a channel only when the global switch AND its type's switch are on.
 */
export const NOTIFICATION_TYPES = [
  'new_project',
  'new_lead',
  'hired',
  'project_updates',
  'reviews',
  'bid_reminder',
  'subscription',
  // The customer's.
  'new_bid',
  'messages',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);

const TYPE_BY_TASK: Record<TKnownTaskName, TNotificationType> = {
  RemainderToBid: 'bid_reminder',
  'A Provider is interested in your project': 'project_updates',
  ProviderProjectAvailable: 'new_project',
  'New Project Available for Bidding': 'new_project',
  UpgradeToPro: 'subscription',
  ProjectReviewed: 'reviews',
  'Project Reviewed': 'reviews',
  ProjectContacted: 'project_updates',
  'Pro+': 'subscription',
  'Pro+ Upgrade': 'subscription',
  LeadProjectAvailable: 'new_lead',
  'You have a New Lead for Purchase': 'new_lead',
  'You are Hired!': 'hired',
  'Project Updates': 'project_updates',
  ProjectAwarded: 'hired',
  'New Bid on Your Project': 'new_bid',
  'New Message from a Pro': 'messages',
  'Job Marked Complete': 'project_updates',
  [SAVED_SEARCH_MATCH_TASK]: 'new_project',
  [QUOTE_NOTIFICATION_TASK.accepted]: 'project_updates',
  [QUOTE_NOTIFICATION_TASK.declined]: 'project_updates',
  [CERTIFICATE_REVIEWED_TASK]: 'project_updates',
};

/** The rows each role's settings screen shows (and the server lists), in order. */
export const NOTIFICATION_TYPES_BY_ROLE = {
  provider: ['new_project', 'new_lead', 'hired', 'project_updates', 'reviews', 'bid_reminder', 'subscription'],
  customer: ['new_bid', 'messages', 'project_updates'],
} as const satisfies Record<'provider' | 'customer', readonly TNotificationType[]>;

/** The role whose settings rows hold a type (project_updates is both roles'; the others one role's). */
export function isNotificationTypeOf(role: TNotificationRole, type: TNotificationType): boolean {
  return (NOTIFICATION_TYPES_BY_ROLE[role] as readonly TNotificationType[]).includes(type);
}

/** The notifications page of each role: where a notification without a link of its own sends (e-mail, SMS, push). */
export const notificationsPageOf = (role: TNotificationRole) =>
  pageUrl(role === 'customer' ? 'customerNotifications' : 'notifications');

/** The settings row that decides a task name's delivery; unknown task names count as project updates. */
export function notificationTypeOf(taskName: string): TNotificationType {
  return TYPE_BY_TASK[taskName as TKnownTaskName] ?? 'project_updates';
}

/** The channels, in the order the screen shows them. */
export const NOTIFICATION_CHANNELS = ['push_notification', 'sms_notification', 'email_notification'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Defaults (the specs give none; a row exists once the provider first opens the settings or is
 * notified): every global switch on; per type push and e-mail on, SMS only for what is urgent
 * (new projects, new leads, being hired).
 */
export const DEFAULT_GLOBAL_SETTINGS = { push_notification: true, sms_notification: true, email_notification: true };
export const DEFAULT_TYPE_SETTINGS: Record<TNotificationType, Record<TNotificationChannel, boolean>> = {
  new_project: { push_notification: true, sms_notification: true, email_notification: true },
  new_lead: { push_notification: true, sms_notification: true, email_notification: true },
  hired: { push_notification: true, sms_notification: true, email_notification: true },
  project_updates: { push_notification: true, sms_notification: false, email_notification: true },
  reviews: { push_notification: true, sms_notification: false, email_notification: true },
  bid_reminder: { push_notification: true, sms_notification: false, email_notification: true },
  subscription: { push_notification: true, sms_notification: false, email_notification: true },
  new_bid: { push_notification: true, sms_notification: true, email_notification: true },
  messages: { push_notification: true, sms_notification: true, email_notification: true },
};

/** Spec §3 'Global: push_notification, sms_notification, email_notification'. */
export const ZGlobalNotificationSettings = z.object({
  push_notification: z.boolean(),
  sms_notification: z.boolean(),
  email_notification: z.boolean(),
});
export type TGlobalNotificationSettings = z.infer<typeof ZGlobalNotificationSettings>;

/** POST /all_notifications_settings: the switches to change (those left out keep their value). */
export const ZGlobalNotificationSettingsUpdate = z.object({
  push_notification: ZFlag.optional(),
  sms_notification: ZFlag.optional(),
  email_notification: ZFlag.optional(),
});

/** Spec §3 'Notification setting: id, notification_type, push_notification, sms_notification, email_notification'. */
export const ZNotificationSetting = z.object({
  id: z.number().int(),
  notification_type: ZNotificationType,
  push_notification: z.boolean(),
  sms_notification: z.boolean(),
  email_notification: z.boolean(),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSetting>;

/** GET and POST /notification_settings, data. */
export const ZNotificationSettings = z.object({ notification_settings: z.array(ZNotificationSetting) });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** POST /notification_settings: 'list of settings with id' (the caller's own rows; switches left out are kept). */
export const ZNotificationSettingsUpdate = z.object({
  notification_settings: z
    .array(
      z.object({
        id: ZId,
        notification_type: ZNotificationType.optional(),
        push_notification: ZFlag.optional(),
        sms_notification: ZFlag.optional(),
        email_notification: ZFlag.optional(),
      }),
    )
    .max(NOTIFICATION_TYPES.length * 2, 'Too many settings at once.'),
});
export type TNotificationSettingsUpdate = z.input<typeof ZNotificationSettingsUpdate>;

// ── The notification (spec 'access' §3) ──────────────────────────────────────────────────────────

/** One notification: spec §3's fields plus id, read and the link it opens. */
export const ZNotification = z.object({
  id: z.number().int(),
  task_name: z.string(),
  notification: z.string(),
  tag: z.string().nullable(),
  /** ISO 8601 UTC. */
  created_at: z.string(),
  /** created_at as a relative time at answer time (spec 'projects' §9; relativeTime below). */
  time: z.string(),
  project_id: z.number().int().nullable(),
  icon: z.enum(NOTIFICATION_ICONS),
  /** notificationLink(task_name, project_id). */
  link: z.string().nullable(),
  /** Whether it had been read before this answer (a list answer marks what it shows as read). */
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Spec §9: 9 a page; header preview the first five; dashboard at most 2. */
export const NOTIFICATIONS_PER_PAGE = 9;
export const NOTIFICATION_PREVIEW_SIZE = 5;
export const DASHBOARD_NOTIFICATIONS = 2;

/** GET /notification_list: `offset` is the page index, starting at 0 (spec §9 'Offset starts at 0'). */
export const ZNotificationListQuery = z.object({
  offset: z.coerce
    .number({ error: 'The page must be a whole number from 0.' })
    .int({ error: 'The page must be a whole number from 0.' })
    .min(0, { error: 'The page must be a whole number from 0.' })
    .max(1_000_000, { error: 'The page must be a whole number from 0.' })
    .default(0),
});

/** GET /notification_list, data. Listing a page marks its items read (they answer with their earlier `read`). */
export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  pagination: z.object({
    offset: z.number().int(),
    per_page: z.number().int(),
    total_entries: z.number().int(),
    total_pages: z.number().int(),
  }),
  /** Unread notifications after this answer. */
  count: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** GET /notification_count, data: the unread count (the header badge). */
export const ZNotificationCount = z.object({ count: z.number().int() });

/** GET /web_provider_notification, data: the latest five (header dropdown; read state unchanged) and the unread count. */
export const ZNotificationActivities = z.object({ activities: z.array(ZNotification), count: z.number().int() });
export type TNotificationActivities = z.infer<typeof ZNotificationActivities>;

// ── Live: NotificationChannel (CONTRACT §6) ──────────────────────────────────────────────────────

export const NOTIFICATION_CHANNEL = 'NotificationChannel';

/** Changes to a project that write no notification for the provider, yet change what its open page shows. */
export const PROJECT_LIVE_EVENTS = ['lead_unlocked', 'message'] as const;
export type TProjectLiveEvent = (typeof PROJECT_LIVE_EVENTS)[number];

/** What the open project page says (a toast) when one of those comes; a notification's own text otherwise. */
export const projectLiveTexts: Record<TProjectLiveEvent, string> = {
  lead_unlocked: 'Another pro just unlocked this lead.',
  message: 'The customer sent you a new message about this project.',
};

/**
 * What NotificationChannel sends to the signed-in user: a new notification with the unread count
 * (CONTRACT §6), or `count` alone when notifications were read (on another device too); `project`
 * when a project the provider may see changed without a notification (another pro unlocked its
 * lead, the customer wrote again); `subscription` when the user's Pro+ plan changed (on any device).
 * The last two carry no content: the page fetches what it shows again.
 */
export const ZNotificationChannelMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), data: ZNotification, count: z.number().int() }),
  z.object({ type: z.literal('count'), count: z.number().int() }),
  z.object({ type: z.literal('project'), project_id: z.number().int(), event: z.enum(PROJECT_LIVE_EVENTS) }),
  z.object({ type: z.literal('subscription') }),
]);
export type TNotificationChannelMessage = z.infer<typeof ZNotificationChannelMessage>;

// ── Web push ─────────────────────────────────────────────────────────────────────────────────────

/** GET /web_push/vapid_public_key, data: the application server key (base64url) for PushManager.subscribe. */
export const ZVapidPublicKey = z.object({ public_key: z.string() });

const ZBase64Url = z
  .string()
  .trim()
  .min(1, 'This push subscription is not valid.')
  .max(200, 'This push subscription is not valid.')
  .regex(/^[A-Za-z0-9_-]+=*$/, 'This push subscription is not valid.');

/** POST /web_push/subscribe: PushSubscription.toJSON() of this device. */
export const ZPushSubscription = z.object({
  endpoint: z
    .string()
    .trim()
    .max(1000, 'This push subscription is not valid.')
    .regex(/^https?:\/\/[^\s]+$/, 'This push subscription is not valid.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: ZBase64Url, auth: ZBase64Url }),
});
export type TPushSubscription = z.input<typeof ZPushSubscription>;

/** POST /web_push/unsubscribe: the device's endpoint. */
export const ZPushUnsubscribe = z.object({ endpoint: z.string().trim().min(1).max(1000) });

/** The JSON each web push carries (the service worker shows title/body and opens url on click). */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Path of the page to open (notificationLink), or the role's notifications page (notificationsPageOf). */
  url: z.string(),
  tag: z.string(),
  notification_id: z.number().int(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

// ── Texts of the screens and deliveries ──────────────────────────────────────────────────────────

export const notificationScreenTexts = {
  title: 'Notifications',
  empty: 'No Notification right now!',
  loadingTitle: 'Fetching your notifications',
  loadingHint: 'This may take a moment...',
  viewAll: 'View all',
  view: 'View',
  showAll: 'Show all notifications',
  unreadBadge: (count: number) => `${count} unread notification${count === 1 ? '' : 's'}`,
  failed: 'Your notifications could not be loaded.',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const notificationSettingsTexts = {
  title: 'Notification Settings',
  alertTypes: 'Alert types',
  youReceive: 'notifications you receive',
  channels: { push_notification: 'Push', sms_notification: 'SMS', email_notification: 'Email' },
  types: {
    new_project: 'New projects in your area',
    new_lead: 'New leads for purchase',
    hired: 'Hired and awarded projects',
    project_updates: 'Project updates',
    reviews: 'Reviews',
    bid_reminder: 'Reminders to bid',
    subscription: 'Pro+ subscription',
    new_bid: 'New bids on your projects',
    messages: 'Messages from pros',
  } satisfies Record<TNotificationType, string>,
  /** The summary of a row: its enabled channels, e.g. 'Push, SMS and Email', or 'Off'. */
  summary: (row: Record<TNotificationChannel, boolean>) => {
    const on = NOTIFICATION_CHANNELS.filter((c) => row[c]).map((c) => notificationSettingsTexts.channels[c]);
    if (on.length === 0) return 'Off';
    if (on.length === 1) return on[0];
    return `${on.slice(0, -1).join(', ')} and ${on[on.length - 1]}`;
  },
  save: 'Save',
  saved: 'Your notification settings have been saved.',
  failed: 'Your notification settings could not be saved. Please try again.',
  loading: 'Loading your notification settings…',
  ok: 'OK',
  pushBlocked: 'Push notifications are blocked in this browser. Allow them in the site settings to receive pushes.',
  pushUnsupported: 'This browser cannot receive push notifications.',
} as const;

export const notificationMessages = {
  settingNotFound: 'This setting does not exist.',
  /** A settings row of the other role's type (a customer naming new_project, a provider new_bid). */
  settingNotForRole: 'This notification type is not one of your account’s settings.',
  globalSaved: 'Alert types saved successfully.',
  typesSaved: 'Notification settings saved successfully.',
  subscribed: 'Push notifications are on for this device.',
  unsubscribed: 'Push notifications are off for this device.',
  pushUnavailable: 'Push notifications are not available on this server.',
  pushEndpointInvalid: 'This push subscription is not valid.',
  pushEndpointAddress: 'A push subscription cannot point to an IP address, localhost or a private network.',
  pushEndpointNotHttps: 'A push subscription must use an https address.',
  pushEndpointNotPushService: 'This push subscription is not from a known browser push service.',
  pushEndpointTaken:
    'Push notifications on this browser belong to another account that is signed in on it. Sign that account out here first.',
  /** The unsubscribe link of an e-mail was altered, cut short or belongs to no account any more. */
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribeDone: 'You will no longer receive these e-mails. You can turn them back on in Notification Settings.',
} as const;

/**
 * The one-click unsubscribe link of a notification e-mail (RFC 8058): `token` names one user and one
 * notification type, signed by the server. POST switches that type's e-mails off; GET only reads it.
 */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(200) });
export const ZUnsubscribeAnswer = z.object({
  notification_type: ZNotificationType,
  email_notification: z.boolean(),
});
export type TUnsubscribeAnswer = z.infer<typeof ZUnsubscribeAnswer>;

/**
 * E-mail and SMS of a notification; `url` is the absolute link or the role's notifications page. The
 * e-mail's sender is HomeBid (MAIL_FROM), so its subject is the readable title alone.
 */
export const notificationDeliveryTexts = {
  /** `title`: notificationTitle(task name), never the task name itself. */
  emailSubject: (title: string) => title,
  emailGreeting: (name: string | null | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,'),
  /** The e-mail's one button: the project when the notification is about one, else HomeBid. */
  emailButton: (aboutProject: boolean) => (aboutProject ? 'View the project' : 'Open HomeBid'),
  /** The line under the button, for mail apps that show no buttons. */
  emailLinkHint: 'Or open this link:',
  /** The project card: its budget and the distance from the pro's nearest service area. */
  emailBudget: 'Budget',
  emailBudgetNone: 'Not specified',
  emailDistance: (miles: number) => `${miles.toFixed(1)} mi from your service area`,
  /** The footer: why the person gets the e-mail (the settings row that allows it), and the ways out. */
  emailWhy: (typeLabel: string) =>
    `You get this e-mail because e-mails for “${typeLabel}” are on in your HomeBid Notification Settings.`,
  emailUnsubscribe: 'Unsubscribe from these e-mails',
  emailSettings: 'Choose your e-mails',
  sms: (text: string, url: string) => `HomeBid: ${text} ${url}`,
} as const;

// ── Relative times (spec 'projects' §9) ──────────────────────────────────────────────────────────

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Spec §9: under 60 s in seconds, under 60 min in minutes, under 24 h in hours, otherwise clock
 * time with day, month and year ('3:05 PM, 22 Nov 2026'). `utc` formats the clock time in UTC
 * (the server); otherwise in the runtime's local time zone (the browser).
 */
export function relativeTime(at: Date | string, now: Date = new Date(), utc = false): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hour');
  const hours24 = utc ? then.getUTCHours() : then.getHours();
  const minutes = utc ? then.getUTCMinutes() : then.getMinutes();
  const day = utc ? then.getUTCDate() : then.getDate();
  const month = utc ? then.getUTCMonth() : then.getMonth();
  const year = utc ? then.getUTCFullYear() : then.getFullYear();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}, ${day} ${MONTHS[month]} ${year}`;
}
