// Pro+ subscriptions (spec 'portal-projects-leads-money.md' §2 Become a Pro, Manage Subscription;
// §3 Plan, Current package; §4 Subscription, Billing cycle; §5; §8; §9): texts and shapes shared by
// the API and the web app. Money is dollars with two decimals in JSON, integer cents in the database.
import { z } from 'zod';
import { ZChosenId } from './common';
import './zod-config';

/** Spec §9 'Redirect delay after becoming Pro 1500 ms'. */
export const BECOME_PRO_REDIRECT_MS = 1500;

/** Billing values (spec §9): the web's 'yearly' and the manage page's 'annual' are the same cycle. */
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type TBillingCycle = (typeof BILLING_CYCLES)[number];

/** A subscription's life: active → cancelled (paid access until end_date) → expired; resumed → active. */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due', 'expired'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A renewal that the card refuses is tried again at every run of the renewal job for this long;
 * the subscription stays 'past_due' with its paid features meanwhile, then expires.
 */
export const RENEWAL_GRACE_DAYS = 3;

/** The notifications' task names (spec 'access' §3: they pick the icon and the link). */
export const PRO_UPGRADE_TASK = 'Pro+ Upgrade';
export const PRO_TASK = 'Pro+';

export const subscriptionMessages = {
  // Become a Pro (spec §2)
  chooseAPlan: 'Choose a Plan',
  becomeProTagline: 'Become a Pro+ member now and boost your business!',
  selectPlan: 'Select Plan',
  monthly: 'Monthly',
  yearly: 'Yearly',
  addNewCard: 'Add New Card',
  confirmDetails: 'CONFIRM DETAILS',
  continueWithFreePlan: 'Continue with Free Plan',
  upgradedTitle: 'Upgrade to Pro+ Successfully!',
  upgradedBody: 'Your subscription has been activated successfully.',
  noPlansTitle: 'No plans available',
  noPlansBody: 'Please try again later',
  featuresFallback: 'Pro features included',
  proAdvert: 'Pro+ members get 30% more jobs.',
  // Manage Subscription (spec §2)
  selectPaymentToUpgrade: 'Please select a payment method to upgrade',
  featuresExpireNotice: (endDate: string) =>
    `Your paid features expire on ${endDate} unless you resume your subscription.`,
  cancel: 'Cancel',
  resume: 'Resume',
  addCard: 'Add Card',
  packageUpgradedTitle: 'Success',
  packageUpgraded: (cycle: TBillingCycle) =>
    `Your package has been upgraded to the ${cycle === 'annual' ? 'Annual' : 'Monthly'} plan.`,
  cancelledTitle: 'Subscription Cancelled',
  cancelledBody: (endDate: string) => `Your subscription has been cancelled. You keep Pro+ features until ${endDate}.`,
  resumedTitle: 'Subscription Resumed',
  resumedBody: 'Your subscription is active again.',
  confirmCancellationTitle: 'Confirm Cancellation',
  confirmCancellationBody: 'This will remove access to all premium features.',
  errorTitle: 'Error',
  // Validation (spec §5)
  selectBillingCycle: 'Please select a billing cycle',
  selectPlanTier: 'Please select a plan tier',
  selectPaymentMethod: 'Please select a payment method',
  selectCard: 'Please select a card.',
  addPaymentMethodFirst: 'Please add a payment method first.',
  subscriptionIdMissing: 'Subscription ID not found. Please try again.',
  cardholderNameEmpty: 'Please enter the cardholder name.',
  cardholderNameLetters: 'Cardholder name may contain letters and spaces only.',
  cardIncomplete: 'Please complete your card details.',
  stripeNotLoaded: 'Stripe is not loaded yet.',
  genericError: 'An error occurred. Please try again.',
  // Fallbacks when the server's answer carries no text (spec §8)
  upgradePackageFailed: 'Failed to upgrade package. Please try again.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  resumeFailed: 'Failed to resume subscription. Please try again.',
  upgradeFailed: 'Upgrade failed. Please try again.',
  addCardFailed: 'Failed to add card. Please try again.',
  // The server's refusals
  planNotFound: 'This plan is not available. Please choose another plan.',
  cycleNotOffered: 'This plan is not offered with that billing cycle. Please choose the other one.',
  alreadySubscribed: 'You already have a Pro+ subscription. Manage it on the Pro+ page.',
  noSubscription: 'You have no Pro+ subscription yet. Choose a plan first.',
  samePlanAndCycle: 'You are already on this plan with this billing cycle.',
  subscriptionNotFound: 'Subscription ID not found. Please try again.',
  onlyActiveCancelled: 'Only an active subscription can be cancelled.',
  onlyCancelledResumed: 'Only a cancelled subscription can be resumed.',
  subscriptionEnded: 'This subscription has ended. Choose a plan to subscribe again.',
  cardNotFound: 'This card is not saved on your account. Please choose another card.',
  paymentDeclined: 'Your card was declined. Please use another card.',
  // Success answers
  upgraded: 'Upgraded to Pro+',
  packageChanged: 'Package upgraded',
  cancelled: 'Subscription cancelled',
  resumed: 'Subscription resumed',
  // Notification texts
  upgradeNotification: (title: string) => `Welcome to Pro+! Your ${title} plan is active.`,
  renewalNotification: (title: string, date: string) => `Your Pro+ ${title} plan was renewed until ${date}.`,
  renewalFailedNotification: (title: string) =>
    `We could not renew your Pro+ ${title} plan: your card was refused. Please update your card.`,
} as const;

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────

const ZDollars = z.number();

/** Spec §3 Plan (pro_plans). Prices in dollars; null when the plan does not offer that cycle. */
export const ZProPlan = z.object({
  id: z.number().int(),
  title: z.string(),
  features: z.array(z.string()),
  monthly_price: ZDollars.nullable(),
  /** What a year costs when paid yearly. */
  yearly_price: ZDollars.nullable(),
  /** Twelve monthly payments (what a year would cost monthly), or null. */
  annual_price: ZDollars.nullable(),
  /** The yearly price (= yearly_price), shown floored. */
  discounted_annual_price: ZDollars.nullable(),
  /** annual_price − discounted_annual_price: what paying yearly saves, in dollars. */
  total_discount_value: ZDollars.nullable(),
  /** The saving as a whole percentage of annual_price (floored), for the save badge. */
  annual_price_discount: z.number().int().nullable(),
  allow_monthly: z.boolean(),
  allow_yearly: z.boolean(),
  /** After the upgrade, the web goes to /dashboard (true) or /add-funds (false). */
  skip_wallet: z.boolean(),
});
export type TProPlan = z.infer<typeof ZProPlan>;

export const ZProPlans = z.array(ZProPlan);

/** Spec §3 Current package: subscription. `plan` is 'monthly' or 'annual'. */
export const ZSubscription = z.object({
  id: z.number().int(),
  plan: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  start_date: z.string(),
  /** The next billing date while active; null once cancelled or ended. */
  next_cycle_start: z.string().nullable(),
  /** The end of the paid period: paid features last until then. */
  end_date: z.string(),
  cancelled_at: z.string().nullable(),
  /** The price of one period in dollars. */
  amount: ZDollars,
  /** The saved card renewals are charged to (last four digits), when known. */
  card_last4: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZCurrentPackagePlan = ZProPlan.pick({
  id: true,
  title: true,
  monthly_price: true,
  yearly_price: true,
  features: true,
  allow_monthly: true,
  allow_yearly: true,
  skip_wallet: true,
});

/** GET /v2/providers/current_package: both null for a provider who never subscribed. */
export const ZCurrentPackage = z.object({
  package: ZCurrentPackagePlan.nullable(),
  subscription: ZSubscription.nullable(),
  /** Whether Pro+ features are on now (providers.is_pro_provider). */
  is_pro_provider: z.boolean(),
  /** active or cancelled (the profile's package_status), null without a subscription. */
  package_status: z.enum(['active', 'cancelled']).nullable(),
});
export type TCurrentPackage = z.infer<typeof ZCurrentPackage>;

/** The saved card to charge: the card's payment method id (pm_…) or its id in the card list. */
export const ZPaymentMethodRef = z
  .union([z.string(), z.number()], { error: subscriptionMessages.selectPaymentMethod })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: subscriptionMessages.selectPaymentMethod, abort: true })
      .max(255, { error: subscriptionMessages.cardNotFound }),
  );

/** 'monthly', 'yearly' or 'annual' (spec §9); yearly is stored as annual. */
export const ZBillingCycleInput = z
  .string({ error: subscriptionMessages.selectBillingCycle })
  .trim()
  .toLowerCase()
  .pipe(z.enum(['monthly', 'yearly', 'annual'], { error: subscriptionMessages.selectBillingCycle }))
  .transform((value): TBillingCycle => (value === 'monthly' ? 'monthly' : 'annual'));

const ZPlanTier = ZChosenId(subscriptionMessages.selectPlanTier);

/**
 * POST /v2/providers/upgrade_to_pro and /v2/providers/upgrade_package. `user_id` is accepted for
 * the spec's clients and ignored: the provider is the session's.
 */
export const ZUpgradeRequest = z.object({
  package_id: ZPlanTier,
  plan: ZBillingCycleInput,
  payment_method: ZPaymentMethodRef,
  user_id: z.unknown().optional(),
});
export type TUpgradeRequest = z.input<typeof ZUpgradeRequest>;

const ZSubscriptionRef = ZChosenId(subscriptionMessages.subscriptionIdMissing);

/** POST /v2/providers/cancel_subscription (package_id and user_id accepted, not needed). */
export const ZCancelSubscriptionRequest = z.object({
  subscription_id: ZSubscriptionRef,
  package_id: z.unknown().optional(),
  user_id: z.unknown().optional(),
});
export type TCancelSubscriptionRequest = z.input<typeof ZCancelSubscriptionRequest>;

/** POST /v2/providers/resume_subscription. */
export const ZResumeSubscriptionRequest = z.object({ subscription_id: ZSubscriptionRef });
export type TResumeSubscriptionRequest = z.input<typeof ZResumeSubscriptionRequest>;

/** The answer of every change: the current package after it, and where the web goes next. */
export const ZSubscriptionChange = ZCurrentPackage.extend({
  /** The card payment of this change (none for cancel and resume). */
  payment_id: z.number().int().nullable(),
});
export type TSubscriptionChange = z.infer<typeof ZSubscriptionChange>;
