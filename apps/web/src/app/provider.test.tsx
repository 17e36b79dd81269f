import { QueryClientContext } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useContext, useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The app's provider hands react-query the QueryClient once it has loaded, and mounts the toasts'
// container once a screen that raises toasts has loaded: both after the first paint, without
// re-mounting the page. Each test starts from fresh modules (nothing loaded yet).

let mounts = 0;

function Page() {
  const client = useContext(QueryClientContext);
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>{client ? 'client ready' : 'no client yet'}</p>;
}

beforeEach(() => {
  vi.resetModules();
  mounts = 0;
});

describe('AppProvider', () => {
  it('renders the page before the QueryClient has loaded, then provides it without re-mounting the page', async () => {
    const { AppProvider } = await import('./provider');
    const { loadQueryClient } = await import('@/lib/load-query-client');
    render(
      <AppProvider>
        <Page />
      </AppProvider>,
    );
    expect(screen.getByText('no client yet')).toBeTruthy();
    const client = await act(() => loadQueryClient());
    expect(screen.getByText('client ready')).toBeTruthy();
    expect(mounts).toBe(1);
    expect(client.isFetching()).toBe(0);
  });

  it('loads a lazy screen together with the QueryClient (withQueryClient)', async () => {
    const { loadedQueryClient, withQueryClient } = await import('@/lib/load-query-client');
    expect(loadedQueryClient()).toBeUndefined();
    const screenModule = await withQueryClient(async () => ({ default: Page }))();
    expect(screenModule.default).toBe(Page);
    expect(loadedQueryClient()).toBeDefined();
  });

  it("mounts react-toastify's container only once a screen that raises toasts has loaded", async () => {
    const { AppProvider } = await import('./provider');
    const { container } = render(
      <AppProvider>
        <Page />
      </AppProvider>,
    );
    await act(async () => {});
    expect(container.querySelector('.Toastify')).toBeNull();
    const { notify } = await act(() => import('@/components/ui/toast'));
    await act(async () => {
      notify.success('Saved');
    });
    // The container's chunk is loaded on demand: on a busy CI machine that takes more than the default 1 s.
    expect(await screen.findByText('Saved', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(container.querySelector('.Toastify')).not.toBeNull();
    expect(mounts).toBe(1);
  });
});
