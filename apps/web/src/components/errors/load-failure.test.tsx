import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { LoadFailure } from './load-failure';
import { loadFailureTexts } from './texts';

describe('LoadFailure', () => {
  it('names what failed, says why and asks again on Try again', async () => {
    const onRetry = vi.fn();
    render(
      <LoadFailure title="Your hired projects could not be loaded." message="Service unavailable" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your hired projects could not be loaded.');
    expect(alert.textContent).toContain('Service unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: loadFailureTexts.tryAgain }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("a page's only heading is a level-1 heading; a custom retry label is kept", () => {
    render(
      <LoadFailure title="Project not found" titleLevel={1} message="Gone" onRetry={() => {}} retryLabel="Retry" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers no button where the screen has no retry', () => {
    render(<LoadFailure message="The profile could not be loaded." />);
    expect(screen.getByRole('alert').textContent).toContain('The profile could not be loaded.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's own words whenever it answered, else the fallback", () => {
    expect(serverMessageOr(new ApiError(503, ['Service unavailable']), 'offline')).toBe('Service unavailable');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'offline')).toBe('offline');
  });
});
