import type { TProCard } from '@homebid/contracts/pros';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProCard } from './pro-card';

const card = (overrides: Partial<TProCard> = {}): TProCard => ({
  provider_id: 42,
  company_name: 'Hudson Roofing',
  avatar_url: null,
  rating: 4.3,
  review_count: 12,
  years_in_business: 8,
  insured: true,
  licensed: false,
  license_verified: false,
  insurance_verified: false,
  phone_verified: false,
  is_pro_plus: true,
  response_time_minutes: 95,
  ...overrides,
});

const renderCard = (props: Parameters<typeof ProCard>[0]) =>
  render(
    <MemoryRouter>
      <ProCard {...props} />
    </MemoryRouter>,
  );

describe('ProCard', () => {
  it('shows the company linked to its profile, Pro+, rating, years, stated insurance, response time and distance', () => {
    renderCard({ card: card(), distanceMiles: 3.44 });
    expect(screen.getByRole('heading', { level: 3, name: 'Hudson Roofing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hudson Roofing' }).getAttribute('href')).toBe('/pros/42');
    expect(screen.getByText('PRO +')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
    expect(screen.getByText('8 years in business')).toBeTruthy();
    expect(screen.getByText('Responds in about 2 hours')).toBeTruthy();
    expect(screen.getByText('3.4 mi away')).toBeTruthy();
    expect(screen.getByText('Insurance stated')).toBeTruthy();
    expect(screen.queryByText('Licence stated')).toBeNull();
    expect(screen.queryByText('Phone verified')).toBeNull();
  });

  it('lists the verified and stated badges under an accessible name', () => {
    renderCard({ card: card({ phone_verified: true, licensed: true, insured: true, years_in_business: 1 }) });
    const badges = screen.getByRole('list', { name: 'Verified and stated by the pro' });
    expect(Array.from(badges.querySelectorAll('li')).map((item) => item.textContent?.replace('✓', '').trim())).toEqual([
      'Phone verified',
      'Licence stated',
      'Insurance stated',
      '1 year in business',
    ]);
  });

  it('shows Licence verified and Insurance verified only for approved certificates, with what they mean read out', () => {
    renderCard({ card: card({ licensed: true, insured: true, license_verified: true, years_in_business: null }) });
    const badges = screen.getByRole('list', { name: 'Verified and stated by the pro' });
    expect(Array.from(badges.querySelectorAll('li')).map((item) => item.textContent?.replace('✓', '').trim())).toEqual([
      'Licence stated',
      'Licence verified (HomeBid reviewed the certificate)',
      'Insurance stated',
    ]);
    // The explanation is for screen readers; the check mark is not read.
    expect(screen.getByText('(HomeBid reviewed the certificate)', { exact: false }).className).toContain('sr-only');
    expect(screen.getByTestId('badge-licence-verified').querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
    expect(screen.queryByText('Insurance verified')).toBeNull();
  });

  it('shows a verified badge alone when the pro stated nothing else', () => {
    renderCard({
      card: card({ insured: false, insurance_verified: true, years_in_business: null, phone_verified: false }),
    });
    const badges = screen.getByRole('list', { name: 'Verified and stated by the pro' });
    expect(badges.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByTestId('badge-insurance-verified').textContent).toContain('Insurance verified');
  });

  it('says so when a pro has no reviews, and leaves out what is unknown', () => {
    renderCard({
      card: card({ rating: null, review_count: 0, is_pro_plus: false, insured: false, response_time_minutes: null }),
      linkToProfile: false,
      headingLevel: 2,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Hudson Roofing' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
    expect(screen.queryByText('PRO +')).toBeNull();
    expect(screen.queryByText(/Responds in/)).toBeNull();
    expect(screen.queryByText(/mi away/)).toBeNull();
    expect(screen.queryByText('Insurance stated')).toBeNull();
  });
});
