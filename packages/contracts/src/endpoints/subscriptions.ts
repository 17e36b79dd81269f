// Pro+ subscriptions (spec 'portal-projects-leads-money.md' §2 Become a Pro, Manage Subscription, §7).
// Money-moving calls honour the Idempotency-Key header: a retry with the same key charges once.
import { endpoint } from '../endpoint';
import { envelopeOf } from '../envelope';
import {
  ZCancelSubscriptionRequest,
  ZCurrentPackage,
  ZProPlans,
  ZResumeSubscriptionRequest,
  ZSubscriptionChange,
  ZUpgradeRequest,
} from '../subscriptions';

const tag = 'subscriptions';

export const listProPlans = endpoint({
  method: 'GET',
  path: '/v2/providers/pro_plans',
  auth: 'provider',
  tag,
  summary: 'The Pro+ plans on offer (monthly and/or yearly prices, features, skip_wallet)',
  answers: { 200: envelopeOf(ZProPlans) },
});

export const getCurrentPackage = endpoint({
  method: 'GET',
  path: '/v2/providers/current_package',
  auth: 'provider',
  tag,
  summary: 'The provider’s Pro+ plan and subscription (both null when never subscribed)',
  answers: { 200: envelopeOf(ZCurrentPackage) },
});

export const upgradeToPro = endpoint({
  method: 'POST',
  path: '/v2/providers/upgrade_to_pro',
  auth: 'provider',
  tag,
  summary:
    'Subscribe to a Pro+ plan: charges the saved card for the first period (Idempotency-Key honoured), then the provider is Pro',
  body: ZUpgradeRequest,
  answers: { 200: envelopeOf(ZSubscriptionChange) },
});

export const upgradePackage = endpoint({
  method: 'POST',
  path: '/v2/providers/upgrade_package',
  auth: 'provider',
  tag,
  summary:
    'Change plan or billing cycle: charges the new plan’s period now and starts it today (Idempotency-Key honoured)',
  body: ZUpgradeRequest,
  answers: { 200: envelopeOf(ZSubscriptionChange) },
});

export const cancelSubscription = endpoint({
  method: 'POST',
  path: '/v2/providers/cancel_subscription',
  auth: 'provider',
  tag,
  summary: 'Cancel an active subscription: no more renewals, Pro+ features kept until the end date',
  body: ZCancelSubscriptionRequest,
  answers: { 200: envelopeOf(ZSubscriptionChange) },
});

export const resumeSubscription = endpoint({
  method: 'POST',
  path: '/v2/providers/resume_subscription',
  auth: 'provider',
  tag,
  summary: 'Resume a cancelled subscription before its end date: renewals start again',
  body: ZResumeSubscriptionRequest,
  answers: { 200: envelopeOf(ZSubscriptionChange) },
});
