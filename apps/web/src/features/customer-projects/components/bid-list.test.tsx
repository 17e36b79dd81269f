import { priceSignalTexts, type TCustomerBid, type TCustomerProject } from '@homebid/contracts/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { customerProjectTexts as t } from '../texts';
import { BidList } from './bid-list';

function bid(id: number, company: string, total: number, rating: number | null, miles: number | null): TCustomerBid {
  return {
    bid_id: id,
    provider_id: 100 + id,
    provider_name: company,
    bid_amount: total,
    bid_type: 0,
    hours: null,
    bid_breakdown: 'Materials and labour',
    total_amount: total,
    fee_amount: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    provider: {
      provider_id: 100 + id,
      company_name: company,
      avatar_url: null,
      rating,
      review_count: rating === null ? 0 : 4,
      years_in_business: 7,
      insured: true,
      licensed: false,
      license_verified: false,
      insurance_verified: false,
      phone_verified: false,
      is_pro_plus: id === 1,
      response_time_minutes: 90,
    },
    distance_miles: miles,
    price_signal: { vs_bids: id === 2 ? 'below' : 'within', vs_budget: 'within' },
    unread_messages: 0,
    can_message: true,
  };
}

const project = (bids: TCustomerBid[]): TCustomerProject => ({
  id: 9,
  public_project_id: 'P-9',
  title: 'New roof',
  description: 'Replace the roof',
  project_type: 'Roofing',
  project_sub_type: 'Roof Repair',
  street_address: '1 Main St',
  zipcode: '94105',
  city: 'San Francisco',
  state: 'CA',
  budget: 1000,
  project_state: 'bidding',
  project_status: 1,
  phone_verified: true,
  question_answers: [],
  files: [],
  hired_provider_id: null,
  hired_bid_id: null,
  is_reviewed: false,
  created_at: '2026-11-20T09:00:00.000Z',
  bids,
  status: 'open',
  bid_count: bids.length,
  unread_messages: 0,
  can_edit: true,
  hired_pro: null,
  awaiting_confirmation: false,
});

const bids = [
  bid(1, 'Alpha Roofing', 1200, 4.8, 9),
  bid(2, 'Bravo Builders', 800, 3.9, 2),
  bid(3, 'Cedar Crew', 1000, null, 20),
  bid(4, 'Delta Homes', 950, 4.5, null),
];

function renderList(list = bids) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BidList project={project(list)} renderPro={(one) => <h3>{one.provider.company_name}</h3>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const companies = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('BidList', () => {
  it('sorts by price, then rating, then distance from the labelled select', () => {
    renderList();
    expect(companies()).toEqual(['Bravo Builders', 'Delta Homes', 'Cedar Crew', 'Alpha Roofing']);
    fireEvent.change(screen.getByLabelText(t.sortLabel), { target: { value: 'rating' } });
    expect(companies()).toEqual(['Alpha Roofing', 'Delta Homes', 'Bravo Builders', 'Cedar Crew']);
    fireEvent.change(screen.getByLabelText(t.sortLabel), { target: { value: 'distance' } });
    expect(companies()).toEqual(['Bravo Builders', 'Alpha Roofing', 'Cedar Crew', 'Delta Homes']);
  });

  it('compares up to three side by side and refuses a fourth with a message', () => {
    renderList();
    for (const company of ['Alpha Roofing', 'Bravo Builders', 'Cedar Crew']) {
      fireEvent.click(screen.getByRole('checkbox', { name: t.compareLabel(company) }));
    }
    const table = screen.getByRole('table', { name: t.compareTitle });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Alpha Roofing', 'Bravo Builders', 'Cedar Crew']);
    expect(within(table).getByRole('rowheader', { name: t.compareRows.total })).toBeTruthy();

    const fourth = screen.getByRole('checkbox', { name: t.compareLabel('Delta Homes') });
    fireEvent.click(fourth);
    expect(screen.getByRole('alert').textContent).toBe(t.compareLimit(3));
    expect((fourth as HTMLInputElement).checked).toBe(false);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  });

  it('shows each bid’s price signal as chips and offers Hire while open', () => {
    renderList();
    const bravo = screen.getByRole('listitem', { name: 'Bravo Builders' });
    expect(within(bravo).getByText(priceSignalTexts.vs_bids.below)).toBeTruthy();
    expect(within(bravo).getByText(priceSignalTexts.vs_budget.within)).toBeTruthy();
    expect(within(bravo).getByRole('button', { name: t.hireLabel('Bravo Builders') })).toBeTruthy();
  });

  it('says so when there are no bids yet', () => {
    renderList([]);
    expect(screen.getByText(t.noBids)).toBeTruthy();
  });
});
