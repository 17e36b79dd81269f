import { notificationMessages, notificationSettingsTexts } from '@homebid/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsubscribeTexts as t } from '../texts';
import { EmailUnsubscribe } from './email-unsubscribe';

// The server is faked at its protocol (fetch): the GET that reads the link, the POST that acts on it.

const TYPE = notificationSettingsTexts.types.new_project;
/** A busy machine answers the faked fetch in more than the default second. */
const WAIT = { timeout: 5000 };

function serverAnswering(check: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (_url: URL | RequestInfo, init?: RequestInit) => {
    const answer =
      init?.method === 'POST'
        ? {
            status: 200,
            body: {
              code: 200,
              message: notificationMessages.unsubscribeDone,
              data: { notification_type: 'new_project', email_notification: false },
            },
          }
        : check;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const emailsOn = {
  status: 200,
  body: { code: 200, message: '', data: { notification_type: 'new_project', email_notification: true } },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = (token: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailUnsubscribe token={token} />
    </QueryClientProvider>,
  );

describe('EmailUnsubscribe', () => {
  it('names the type, and its one button posts the token and says the e-mails are off', async () => {
    const user = userEvent.setup();
    const fetchMock = serverAnswering(emailsOn);
    renderPage('7.new_project.sig');
    expect(await screen.findByText(t.question(TYPE), {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(
      await screen.findByText(notificationMessages.unsubscribeDone, { selector: '[role="status"]' }, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toMatch(/\/api\/unsubscribe\?token=7\.new_project\.sig$/);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it('says when the e-mails are already off, without a button', async () => {
    serverAnswering({
      ...emailsOn,
      body: { ...emailsOn.body, data: { ...emailsOn.body.data, email_notification: false } },
    });
    renderPage('7.new_project.sig');
    expect(await screen.findByText(t.alreadyOff(TYPE), { selector: '[role="status"]' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
  });

  it('shows the server’s refusal of an altered link, and refuses a missing token without asking', async () => {
    const message = notificationMessages.unsubscribeInvalid;
    const fetchMock = serverAnswering({ status: 422, body: { code: 422, message, errors: [message] } });
    const { unmount } = renderPage('7.new_project.altered');
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
    unmount();

    fetchMock.mockClear();
    renderPage('');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
