import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsPager } from './notifications-pager';

describe('NotificationsPager', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<NotificationsPager page={1} totalPages={1} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page, disables Previous on the first page, and asks for the page chosen', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<NotificationsPager page={1} totalPages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of notifications' });
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[2], [3]]);
    expect(nav.textContent).toContain('Page 1 of 3');
  });

  it('disables Next on the last page', () => {
    render(<NotificationsPager page={3} totalPages={3} onPage={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
