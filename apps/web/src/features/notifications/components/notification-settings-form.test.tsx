import type { TNotificationSetting } from '@homebid/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationSettingsForm, rowSummary } from './notification-settings-form';

const allOn = { push_notification: true, sms_notification: true, email_notification: true };
const rows: TNotificationSetting[] = [
  { id: 1, notification_type: 'new_project', ...allOn },
  { id: 2, notification_type: 'reviews', push_notification: true, sms_notification: false, email_notification: true },
];

function renderForm(global = allOn) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationSettingsForm initialGlobal={global} initialRows={rows} />
    </QueryClientProvider>,
  );
}

const summaries = () => screen.getAllByTestId('setting-summary').map((node) => node.textContent);

describe('rowSummary', () => {
  it("names the channels that will deliver: the row's switch and the global one both on", () => {
    expect(rowSummary(allOn, allOn)).toBe('Push, SMS and Email');
    expect(rowSummary({ ...allOn, sms_notification: false }, allOn)).toBe('Push and Email');
    expect(rowSummary(allOn, { ...allOn, push_notification: false, email_notification: false })).toBe('SMS');
    expect(rowSummary(allOn, { push_notification: false, sms_notification: false, email_notification: false })).toBe(
      'Off',
    );
  });
});

describe('NotificationSettingsForm', () => {
  it("shows each type's summary and updates it as switches change", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Alert types' })).toBeTruthy();
    expect(summaries()).toEqual(['Push, SMS and Email', 'Push and Email']);

    // A global switch off: no type delivers on that channel.
    const alertTypes = screen.getByRole('heading', { name: 'Alert types' }).closest('section') as HTMLElement;
    await user.click(within(alertTypes).getByRole('switch', { name: 'Email' }));
    expect(within(alertTypes).getByRole('switch', { name: 'Email' }).getAttribute('aria-checked')).toBe('false');
    expect(summaries()).toEqual(['Push and SMS', 'Push']);

    // A row opens to its own three switches.
    const reviews = screen.getByRole('button', { name: /Reviews/ });
    expect(reviews.getAttribute('aria-expanded')).toBe('false');
    await user.click(reviews);
    expect(reviews.getAttribute('aria-expanded')).toBe('true');
    const row = reviews.closest('li') as HTMLElement;
    await user.click(within(row).getByRole('switch', { name: 'Push' }));
    expect(summaries()).toEqual(['Push and SMS', 'Off']);
  });
});
