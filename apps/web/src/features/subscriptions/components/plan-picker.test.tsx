import { subscriptionMessages, type TProPlan } from '@homebid/contracts/subscriptions';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type PlanChoice, PlanPicker } from './plan-picker';

const plan = (overrides: Partial<TProPlan>): TProPlan => ({
  id: 1,
  title: 'Pro+',
  features: ['More jobs'],
  monthly_price: 29.99,
  yearly_price: 299.99,
  annual_price: 359.88,
  discounted_annual_price: 299.99,
  total_discount_value: 59.89,
  annual_price_discount: 16,
  allow_monthly: true,
  allow_yearly: true,
  skip_wallet: false,
  ...overrides,
});

const plans = [
  plan({ id: 1, title: 'Pro+ Standard' }),
  plan({
    id: 2,
    title: 'Pro+ Annual Only',
    features: [],
    monthly_price: null,
    annual_price: null,
    allow_monthly: false,
    annual_price_discount: null,
  }),
  plan({ id: 3, title: 'Pro+ Monthly Only', yearly_price: null, discounted_annual_price: null, allow_yearly: false }),
];

function Harness({ initial }: { initial: PlanChoice }) {
  const [choice, setChoice] = useState(initial);
  return (
    <>
      <PlanPicker plans={plans} value={choice} onChange={setChoice} currentPlanId={1} />
      <output data-testid="choice">{`${choice.planId}:${choice.cycle}`}</output>
    </>
  );
}

const choice = () => screen.getByTestId('choice').textContent;

describe('PlanPicker (spec §4 billing cycle)', () => {
  it('switches to the other cycle when the chosen plan lacks the chosen one, and disables the missing cycle', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ planId: 1, cycle: 'monthly' }} />);
    await user.click(screen.getByRole('button', { name: /Select Plan: Pro\+ Annual Only/ }));
    expect(choice()).toBe('2:annual');
    expect((screen.getByRole('radio', { name: /Monthly/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Yearly/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: /Select Plan: Pro\+ Monthly Only/ }));
    expect(choice()).toBe('3:monthly');
    expect((screen.getByRole('radio', { name: /Yearly/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps the chosen cycle when the new plan has it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ planId: 2, cycle: 'annual' }} />);
    await user.click(screen.getByRole('button', { name: /Select Plan: Pro\+ Standard/ }));
    expect(choice()).toBe('1:annual');
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(choice()).toBe('1:monthly');
  });

  it('shows the feature fallback, the current plan, and the price per month or per year (annual floored)', () => {
    render(<Harness initial={{ planId: 1, cycle: 'monthly' }} />);
    expect(screen.getByText(subscriptionMessages.featuresFallback)).toBeTruthy();
    expect(screen.getByText('Current plan')).toBeTruthy();
    const annualOnly = screen.getByRole('heading', { name: 'Pro+ Annual Only' }).closest('li');
    expect(annualOnly?.textContent).toContain('$299');
    expect(annualOnly?.textContent).toContain('/ year');
    expect(annualOnly?.textContent).not.toContain('$299.99');
  });
});
