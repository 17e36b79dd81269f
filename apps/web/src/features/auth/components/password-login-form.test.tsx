import { authMessages } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordLoginForm } from './password-login-form';

// The server is faked at its protocol (fetch): what the form sends, and how it shows a refusal.

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

/**
 * The refusal shows once the answer has been checked against its contract (tests and development
 * load the contract's schemas for that on the first call): on a busy machine that takes seconds.
 */
const findAlert = () => screen.findByRole('alert', {}, { timeout: 10_000 });

async function submit(side: 'provider' | 'customer') {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PasswordLoginForm side={side} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText('Email'), 'emily.carter@homebid.local');
  await user.type(screen.getByLabelText('Password'), 'HomeBid-demo-2026');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('PasswordLoginForm', () => {
  it("signs in as the customer at the customer's door, and links a pro account to the pro login", async () => {
    const fetchMock = answerWith(403, {
      code: 403,
      message: authMessages.wrongDoorProvider,
      errors: [authMessages.wrongDoorProvider],
      data: { user_type: USER_TYPE.provider },
    });
    await submit('customer');
    const alert = await findAlert();
    expect(alert.textContent).toContain(authMessages.wrongDoorProvider);
    expect(within(alert).getByRole('link', { name: 'Go to the pro login' }).getAttribute('href')).toBe('/login');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/auth\/sign_in\.json$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ user_type: USER_TYPE.customer });
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/customer/forgot-password',
    );
  });

  it('links a customer account refused at the pro login to the customer login', async () => {
    const fetchMock = answerWith(403, {
      code: 403,
      message: authMessages.wrongDoorCustomer,
      errors: [authMessages.wrongDoorCustomer],
      data: { user_type: USER_TYPE.customer },
    });
    await submit('provider');
    const alert = await findAlert();
    expect(within(alert).getByRole('link', { name: 'Go to the customer login' }).getAttribute('href')).toBe(
      '/customer/login',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ user_type: USER_TYPE.provider });
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers no other door for a wrong password', async () => {
    const refusal = 'Invalid login credentials. Please try again.';
    answerWith(401, { code: 401, message: refusal, errors: [refusal] });
    await submit('customer');
    const alert = await findAlert();
    expect(alert.textContent).toContain('Invalid login credentials');
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});
