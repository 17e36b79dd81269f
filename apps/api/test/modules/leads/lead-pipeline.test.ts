import { LEAD_NOTES_MAX, pipelineMessages } from '@homebid/contracts/lead-pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { money, type Provider } from '../wallet/support';

describe.each(dialects())("a purchased lead's pipeline on %s", (dialect) => {
  let t: TestApp;
  const m = money(() => t);
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  }, 180_000);
  afterAll(() => t?.close());

  const buy = async (p: Provider, projectId: number) => {
    const response = await m.call('POST', '/v2/providers/wallets/update', p.headers, { project_id: projectId });
    expect(response.statusCode, response.body).toBe(200);
  };
  const list = async (p: Provider, query = '') => {
    const response = await m.call('GET', `/v2/providers/purchased_lead_projects${query}`, p.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.projects;
  };
  const patch = (p: Provider, projectId: number, body: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v2/providers/purchased_lead_projects/${projectId}/pipeline`,
      headers: p.headers,
      payload: body,
    });

  it('starts New with the customer, the price paid and how; updates, filters and counts by status', async () => {
    const pat = await m.provider();
    const customer = await m.customer();
    const first = await m.project({ customerUserId: customer.id });
    const second = await m.project();
    await m.fund(pat.providerId, 5000);
    await buy(pat, first.id);
    await buy(pat, second.id);

    const leads = await list(pat);
    expect(leads).toHaveLength(2);
    const lead = leads.find((l: { id: number }) => l.id === first.id);
    expect(lead).toMatchObject({
      pipeline: { status: 'new', notes: '', follow_up_on: null },
      customer: { name: 'Casey Customer', email: customer.email }, // createUser's customer, in full
      amount_paid: 25,
      payment_method: 'wallet',
    });

    const saved = await patch(pat, first.id, {
      status: 'contacted',
      notes: 'Call after 5pm',
      follow_up_on: '2030-01-15',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.pipeline).toEqual({
      status: 'contacted',
      notes: 'Call after 5pm',
      follow_up_on: '2030-01-15',
    });
    // A partial change keeps the rest; '' clears the date.
    const partial = await patch(pat, first.id, { follow_up_on: '' });
    expect(partial.json().data.pipeline).toEqual({ status: 'contacted', notes: 'Call after 5pm', follow_up_on: null });

    const contacted = await list(pat, '?status=contacted');
    expect(contacted.map((l: { id: number }) => l.id)).toEqual([first.id]);
    expect((await list(pat, '?status=new')).map((l: { id: number }) => l.id)).toEqual([second.id]);
    expect(await list(pat, '?status=won')).toEqual([]);
    const badFilter = await m.call('GET', '/v2/providers/purchased_lead_projects?status=maybe', pat.headers);
    expect(badFilter.statusCode).toBe(422);

    const dashboard = await m.call('GET', '/v2/providers/dashboard.json', pat.headers);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().data.lead_pipeline).toEqual({ new: 1, contacted: 1, quoted: 0, won: 0, lost: 0 });
  });

  it("refuses another pro's lead (404), a lead not bought (404), long notes and bad input (4xx)", async () => {
    const pat = await m.provider();
    const sam = await m.provider();
    const project = await m.project();
    const unbought = await m.project();
    await m.fund(pat.providerId, 3000);
    await buy(pat, project.id);

    expectErrorEnvelope(await patch(sam, project.id, { status: 'won' }), 404, pipelineMessages.notFound);
    expectErrorEnvelope(await patch(pat, unbought.id, { status: 'won' }), 404, pipelineMessages.notFound);
    expect((await list(pat))[0].pipeline.status).toBe('new');

    expectErrorEnvelope(
      await patch(pat, project.id, { notes: 'x'.repeat(LEAD_NOTES_MAX + 1) }),
      422,
      pipelineMessages.notesTooLong,
    );
    expect((await patch(pat, project.id, { notes: 'x'.repeat(LEAD_NOTES_MAX) })).statusCode).toBe(200);
    for (const body of [{ status: 'maybe' }, { follow_up_on: '2030-02-30' }, { follow_up_on: 'soon' }, {}]) {
      const response = await patch(pat, project.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expectErrorEnvelope(await patch(pat, project.id, { status: 'maybe' }), 422, pipelineMessages.statusInvalid);
  });
});
