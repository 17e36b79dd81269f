// Notifications (spec 'portal-access-profile-chat-works.md' §2, §7; 'portal-projects-leads-money.md'
// §2 Notification settings, §7) and the web push subscription of each device.

import { z } from 'zod';
import { endpoint } from '../endpoint';
import { envelopeOf, ZErrorEnvelope } from '../envelope';
import {
  ZGlobalNotificationSettings,
  ZGlobalNotificationSettingsUpdate,
  ZNotificationActivities,
  ZNotificationCount,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
  ZPushSubscription,
  ZPushUnsubscribe,
  ZUnsubscribeAnswer,
  ZUnsubscribeQuery,
  ZVapidPublicKey,
} from '../notifications';

const tag = 'notifications';

export const listNotifications = endpoint({
  method: 'GET',
  path: '/notification_list',
  auth: 'user',
  tag,
  summary:
    'The signed-in user’s notifications, newest first, 9 a page (offset = page index from 0); marks the page read',
  query: ZNotificationListQuery,
  answers: { 200: envelopeOf(ZNotificationList) },
});

export const countNotifications = endpoint({
  method: 'GET',
  path: '/notification_count',
  auth: 'user',
  tag,
  summary: 'How many notifications are unread (the header badge)',
  answers: { 200: envelopeOf(ZNotificationCount) },
});

export const previewNotifications = endpoint({
  method: 'GET',
  path: '/web_provider_notification',
  auth: 'user',
  tag,
  summary: 'The latest five notifications for the header dropdown, and the unread count (nothing is marked read)',
  answers: { 200: envelopeOf(ZNotificationActivities) },
});

export const getGlobalNotificationSettings = endpoint({
  method: 'GET',
  path: '/all_notifications_settings/0',
  auth: 'user',
  tag,
  summary: "'Alert types': the global push, SMS and e-mail switches",
  answers: { 200: envelopeOf(ZGlobalNotificationSettings) },
});

export const saveGlobalNotificationSettings = endpoint({
  method: 'POST',
  path: '/all_notifications_settings',
  auth: 'user',
  tag,
  summary: "Save the 'Alert types' switches (a switch left out keeps its value)",
  body: ZGlobalNotificationSettingsUpdate,
  answers: { 200: envelopeOf(ZGlobalNotificationSettings) },
});

export const getNotificationSettings = endpoint({
  method: 'GET',
  path: '/notification_settings',
  auth: 'user',
  tag,
  summary: 'The per-type rows (push, SMS, e-mail each), created with their defaults on first read',
  answers: { 200: envelopeOf(ZNotificationSettings) },
});

export const saveNotificationSettings = endpoint({
  method: 'POST',
  path: '/notification_settings',
  auth: 'user',
  tag,
  summary: 'Save per-type rows by id (only the caller’s own; all or nothing)',
  body: ZNotificationSettingsUpdate,
  answers: { 200: envelopeOf(ZNotificationSettings), 404: ZErrorEnvelope },
});

export const getVapidPublicKey = endpoint({
  method: 'GET',
  path: '/web_push/vapid_public_key',
  auth: 'user',
  tag,
  summary: 'The VAPID application server key for PushManager.subscribe',
  answers: { 200: envelopeOf(ZVapidPublicKey) },
});

export const subscribePush = endpoint({
  method: 'POST',
  path: '/web_push/subscribe',
  auth: 'user',
  tag,
  summary:
    'Store this device’s push subscription (PushSubscription.toJSON()): a browser push service’s https endpoint (422 otherwise); the same endpoint again updates it, another signed-in user’s answers 409',
  body: ZPushSubscription,
  answers: { 200: envelopeOf(z.object({ subscribed: z.boolean() })), 409: ZErrorEnvelope },
});

export const unsubscribePush = endpoint({
  method: 'POST',
  path: '/web_push/unsubscribe',
  auth: 'user',
  tag,
  summary: 'Forget this device’s push subscription',
  body: ZPushUnsubscribe,
  answers: { 200: envelopeOf(z.object({ subscribed: z.boolean() })) },
});

export const checkEmailUnsubscribe = endpoint({
  method: 'GET',
  path: '/unsubscribe',
  auth: 'public',
  tag,
  summary:
    'The e-mail unsubscribe link: which notification type it names and whether its e-mails are on (changes nothing; 400 for a bad token)',
  query: ZUnsubscribeQuery,
  answers: { 200: envelopeOf(ZUnsubscribeAnswer) },
});

export const emailUnsubscribe = endpoint({
  method: 'POST',
  path: '/unsubscribe',
  auth: 'public',
  tag,
  summary:
    'One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click): switches off the e-mails of the token’s notification type for its user, without signing in',
  query: ZUnsubscribeQuery,
  answers: { 200: envelopeOf(ZUnsubscribeAnswer) },
});
