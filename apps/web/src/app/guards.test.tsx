import type { TSessionUser } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/constants';
import { type PageName, pages } from '@homebid/contracts/routes';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { clearSession, getSession, saveSession } from '@/lib/session';
import { GuestOnly, HomeRedirect, RequireRole } from './guards';

// The guards as the router places them (app/router.tsx): each page of the page list behind the guard
// of its `access`, each role's pages behind that role's guard.

const provider: TSessionUser = {
  id: 7,
  provider_id: 3,
  name: 'Riley Pro',
  email: 'riley@example.test',
  mobile_number: '2125550199',
  user_type: USER_TYPE.provider,
  is_pro_provider: false,
  signup_status: 'completed',
};
const customer: TSessionUser = {
  ...provider,
  id: 8,
  provider_id: null,
  name: 'Casey Customer',
  email: 'casey@example.test',
  user_type: USER_TYPE.customer,
};

function signInAs(user: TSessionUser) {
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  saveSession({ 'access-token': `token-${user.id}`, client: `client-${user.id}`, uid: user.email, expiry }, user);
}

const screenOf = (name: string) => ({ path: pages[name as PageName]?.path ?? name, element: <h1>{name}</h1> });

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeRedirect /> },
      {
        element: <GuestOnly />,
        children: [screenOf('login'), screenOf('register'), screenOf('otp'), screenOf('customerLogin')],
      },
      { element: <RequireRole allow="provider" />, children: [screenOf('dashboard'), screenOf('leads')] },
      {
        element: <RequireRole allow="customer" />,
        children: [screenOf('customerProjects'), screenOf('customerAccount')],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the page list', () => {
  it('names who may see each page: anyone, guests, or one role', () => {
    const allowed = ['public', 'guest', ...Object.keys(USER_TYPE)];
    for (const page of Object.values(pages)) expect(allowed).toContain(page.access);
    expect(pages.dashboard.access).toBe('provider');
    expect(pages.leadPayment.access).toBe('provider');
  });
});

describe('the guard of a role', () => {
  it('sends a signed-out visitor to /login, remembering the page', async () => {
    const router = openAt('/leads?tab=2');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.location.state).toEqual({ from: '/leads?tab=2' });
  });

  it('opens the page to a session of its role', async () => {
    signInAs(provider);
    openAt('/leads');
    expect(await screen.findByRole('heading', { name: 'leads' })).toBeTruthy();
  });

  it('keeps a provider whose registration is not completed on /register', async () => {
    signInAs({ ...provider, signup_status: 'business-info' });
    const router = openAt('/leads');
    expect(await screen.findByRole('heading', { name: 'register' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.register);
  });

  it('sends a customer on a provider page to their own home, not to a login, and keeps the session', async () => {
    signInAs(customer);
    const router = openAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'customerProjects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.customerProjects);
    expect(screen.queryByRole('heading', { name: 'dashboard' })).toBeNull();
    expect(getSession()?.user.user_type).toBe(USER_TYPE.customer);
  });

  it('takes a provider from /login back to the page asked for once signed in', async () => {
    const router = openAt('/leads');
    await screen.findByRole('heading', { name: 'login' });
    await act(async () => signInAs(provider));
    expect(await screen.findByRole('heading', { name: 'leads' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leads');
  });
});

describe("the customer's area", () => {
  it('opens a customer page to a customer session', async () => {
    signInAs(customer);
    openAt('/customer/account');
    expect(await screen.findByRole('heading', { name: 'customerAccount' })).toBeTruthy();
  });

  it("sends a signed-out visitor to the customer's own login, remembering the page", async () => {
    const router = openAt('/customer/account?tab=1');
    expect(await screen.findByRole('heading', { name: 'customerLogin' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.customerLogin);
    expect(router.state.location.state).toEqual({ from: '/customer/account?tab=1' });
  });

  it('sends a provider on a customer page to the dashboard, and one still registering to /register', async () => {
    signInAs(provider);
    const router = openAt('/customer/projects');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    expect(getSession()?.user.user_type).toBe(USER_TYPE.provider);
    router.dispose();
    cleanup();

    signInAs({ ...provider, signup_status: 'business-info' });
    const registering = openAt('/customer/account');
    expect(await screen.findByRole('heading', { name: 'register' })).toBeTruthy();
    expect(registering.state.location.pathname).toBe(paths.register);
  });

  it('takes a customer from /customer/login back to the page asked for once signed in', async () => {
    const router = openAt('/customer/account');
    await screen.findByRole('heading', { name: 'customerLogin' });
    await act(async () => signInAs(customer));
    expect(await screen.findByRole('heading', { name: 'customerAccount' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer/account');
  });
});

describe('the guest pages', () => {
  it("send a signed-in customer to the customer's home: /login, /register, /otp and /customer/login alike", async () => {
    signInAs(customer);
    for (const path of ['/login', '/register', '/otp', '/customer/login']) {
      const router = openAt(path);
      expect(await screen.findByRole('heading', { name: 'customerProjects' })).toBeTruthy();
      expect(router.state.location.pathname).toBe(paths.customerProjects);
      router.dispose();
      cleanup();
    }
  });

  it('send a signed-in provider to the dashboard, also from the customer login', async () => {
    signInAs(provider);
    const router = openAt('/customer/login');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
  });
});

describe('the home redirect', () => {
  it('leads a provider to the dashboard', async () => {
    signInAs(provider);
    openAt('/');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
  });

  it('leads a customer to their projects', async () => {
    signInAs(customer);
    const router = openAt('/');
    expect(await screen.findByRole('heading', { name: 'customerProjects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.customerProjects);
  });

  it('leads a signed-out visitor to /login', async () => {
    const router = openAt('/');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });
});
