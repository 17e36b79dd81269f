// Texts of the Pro+ screens that only the web app shows (the spec's own texts are in
// @homebid/contracts/subscriptions).
export const chargeSummaryTexts = {
  title: 'Confirm your Pro+ plan',
  plan: 'Plan',
  cycle: 'Billing cycle',
  amount: 'Charged today',
  card: 'Card',
  renews: 'Renews on',
  cycleName: (cycle: 'monthly' | 'annual') => (cycle === 'annual' ? 'Yearly' : 'Monthly'),
  explanation: (amount: string, renewsOn: string, cycle: 'monthly' | 'annual') =>
    `Your card is charged ${amount} now, then ${amount} every ${cycle === 'annual' ? 'year' : 'month'} from ${renewsOn} until you cancel.`,
  pay: (amount: string) => `Pay ${amount}`,
  back: 'Back',
} as const;

/** Beside the spec's 'This will remove access to all premium features.' in Confirm Cancellation. */
export const cancellationTexts = {
  keepsUntil: (date: string) => `You keep your Pro+ features until ${date}, the end of the period you paid for.`,
  keepPlan: 'Keep my plan',
} as const;
