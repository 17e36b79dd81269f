import { proPlans } from '@homebid/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../src/admin';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { createUser, signIn } from '../../helpers/users';

describe.each(dialects())('the operator’s Pro+ plan commands on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t?.close());

  async function admin(...args: string[]) {
    const lines: string[] = [];
    const code = await runAdmin(['pro-plans', ...args], t.db, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  }

  it('lists the plans and changes prices, cycles, flags and discount, which the API then shows', async () => {
    const [first] = await t.db.select().from(proPlans).orderBy(asc(proPlans.position), asc(proPlans.id));
    const id = String(first?.id);
    const listed = await admin('list');
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(`#${id}`);
    expect(listed.output).toContain('on offer');

    expect((await admin('set', id, 'monthly', '24.50')).code).toBe(0);
    expect((await admin('set', id, 'yearly', '240')).code).toBe(0);
    expect((await admin('set', id, 'title', 'Pro+ Basic')).code).toBe(0);
    expect((await admin('set', id, 'skip-wallet', 'yes')).code).toBe(0);
    expect((await admin('set', id, 'lead-discount', '15')).code).toBe(0);
    const user = await createUser(t.db, { role: 'provider' });
    const headers = await signIn(t.app, user);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/v2/providers/pro_plans', headers })).json().data;
    expect(plans.find((p: { id: number }) => p.id === Number(id))).toMatchObject({
      title: 'Pro+ Basic',
      monthly_price: 24.5,
      yearly_price: 240,
      allow_monthly: true,
      allow_yearly: true,
      skip_wallet: true,
    });
    const [row] = await t.db
      .select()
      .from(proPlans)
      .where(eq(proPlans.id, Number(id)));
    expect(row?.leadDiscountPercent).toBe(15);

    // One cycle must stay; a hidden plan is no longer offered.
    expect((await admin('set', id, 'monthly', 'none')).code).toBe(0);
    const refused = await admin('set', id, 'yearly', 'none');
    expect(refused.code).toBe(1);
    expect(refused.output).toBe('A plan must keep at least one billing cycle.');
    expect((await admin('set', id, 'active', 'no')).code).toBe(0);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v2/providers/pro_plans', headers })).json().data;
    expect(after.some((p: { id: number }) => p.id === Number(id))).toBe(false);

    expect((await admin('set', id, 'monthly', '-3')).code).toBe(2);
    expect((await admin('set', id, 'lead-discount', '101')).code).toBe(2);
    expect((await admin('set', '999999', 'title', 'x')).code).toBe(1);
    const usage = await admin('set', id, 'colour', 'blue');
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('pro-plans list');
  });
});
