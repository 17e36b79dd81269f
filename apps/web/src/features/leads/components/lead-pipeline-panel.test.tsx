import { pipelineMessages } from '@homebid/contracts/lead-pipeline';
import type { TPurchasedLead } from '@homebid/contracts/purchased-leads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadPipelinePanel } from './lead-pipeline-panel';

// The server is faked at its protocol (fetch): what the panel sends, and what it shows of the answer.

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const lead = (overrides: Partial<TPurchasedLead> = {}): TPurchasedLead => ({
  id: 42,
  name: 'Roof Repair',
  title: 'Fix the roof',
  project_image_url: null,
  created_at: '2026-11-20T08:00:00.000Z',
  status: 1,
  project_type: 'Roofing',
  project_sub_type: 'Roof Repair',
  city: 'New York',
  state: 'NY',
  project_post_type: 'bid',
  lead_purchased: true,
  bookmarked_by_current_provider: false,
  budget: null,
  bid_amount: null,
  bid_type: null,
  hours: null,
  no_of_bids: 0,
  distance_miles: null,
  lead_price: null,
  lead_outcome: null,
  customer: { name: 'Casey Customer', mobile: '2125550100', email: 'casey@example.com' },
  amount_paid: 25,
  payment_method: 'wallet',
  pipeline: { status: 'new', notes: '', follow_up_on: null },
  ...overrides,
});

function renderPanel(purchased: TPurchasedLead) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LeadPipelinePanel lead={purchased} />
    </QueryClientProvider>,
  );
}

describe('LeadPipelinePanel', () => {
  it('shows the customer with call, text and e-mail links and what was paid, by wallet or card', () => {
    renderPanel(lead());
    expect(screen.getByRole('heading', { name: 'Casey Customer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Casey Customer' }).getAttribute('href')).toBe('tel:2125550100');
    expect(screen.getByRole('link', { name: 'Text Casey Customer' }).getAttribute('href')).toBe('sms:2125550100');
    expect(screen.getByRole('link', { name: 'E-mail Casey Customer' }).getAttribute('href')).toBe(
      'mailto:casey@example.com',
    );
    expect(screen.getByTestId('lead-paid').textContent).toBe('$25.00 paid by wallet');
  });

  it('offers no call or text link without a phone', () => {
    renderPanel(
      lead({ customer: { name: 'Casey Customer', mobile: null, email: 'casey@example.com' }, payment_method: 'card' }),
    );
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Text/ })).toBeNull();
    expect(screen.getByTestId('lead-paid').textContent).toBe('$25.00 paid by card');
  });

  it('saves the status, notes and follow-up together and confirms', async () => {
    const saved = { status: 'contacted', notes: 'Call after 5pm', follow_up_on: '2030-01-15' };
    const fetchMock = answerWith(200, {
      code: 200,
      message: pipelineMessages.saved,
      data: { project_id: 42, pipeline: saved },
    });
    const user = userEvent.setup();
    renderPanel(lead());
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await user.type(screen.getByLabelText('Notes'), 'Call after 5pm');
    await user.type(screen.getByLabelText('Follow-up'), '2030-01-15');
    await user.click(save);
    expect(
      await screen.findByText(pipelineMessages.saved, { selector: '[role="status"]' }, { timeout: 5000 }),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/v2/providers/purchased_lead_projects/42/pipeline');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual(saved);
  });

  it('shows the server refusal and no confirmation', async () => {
    answerWith(404, { code: 404, message: pipelineMessages.notFound, errors: [pipelineMessages.notFound] });
    const user = userEvent.setup();
    renderPanel(lead());
    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(pipelineMessages.notFound);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
