import { reviewReplyTexts } from '@homebid/contracts/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewsFeatureTexts as t } from '../texts';
import { ReviewReply } from './review-reply';

// The server is faked at its protocol (fetch): what the form sends, and what it shows of the answer.

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

function renderReply(reply: { text: string; created_at: string } | null = null) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewReply source="review_link" id={12} reviewerName="Dana P." reply={reply} />
    </QueryClientProvider>,
  );
}

describe('ReviewReply', () => {
  it('opens the form, sends the reply and shows it in place of the button', async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(200, {
      code: 200,
      message: reviewReplyTexts.saved,
      errors: [],
      data: { source: 'review_link', id: 12, reply: { text: 'Thanks, Dana!', created_at: '2026-11-20T10:00:00.000Z' } },
    });
    renderReply();
    await user.click(screen.getByRole('button', { name: t.replyTo('Dana P.') }));
    const form = screen.getByRole('form', { name: t.replyTo('Dana P.') });
    const box = within(form).getByLabelText(t.replyLabel);
    expect(document.activeElement).toBe(box);
    await user.type(box, '  Thanks, Dana!  ');
    await user.click(within(form).getByRole('button', { name: t.publishReply }));

    const shown = await screen.findByTestId('review-reply');
    expect(shown.textContent).toContain('Thanks, Dana!');
    expect(shown.textContent).toContain(t.yourReply);
    expect(document.activeElement).toBe(shown);
    expect(screen.queryByRole('button', { name: t.replyTo('Dana P.') })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/reviews\/review_link\/12\/reply$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Thanks, Dana!' });
  });

  it('asks for text before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(422, {
      code: 422,
      message: reviewReplyTexts.contactDetails,
      errors: [reviewReplyTexts.contactDetails],
    });
    renderReply();
    await user.click(screen.getByRole('button', { name: t.replyTo('Dana P.') }));
    await user.click(screen.getByRole('button', { name: t.publishReply }));
    expect((await screen.findByRole('alert')).textContent).toBe(reviewReplyTexts.textEmpty);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(t.replyLabel), 'Call 212 555 0143');
    await user.click(screen.getByRole('button', { name: t.publishReply }));
    expect((await screen.findByRole('alert')).textContent).toBe(reviewReplyTexts.contactDetails);
    expect(screen.queryByTestId('review-reply')).toBeNull();
  });

  it('closes on Cancel with the focus back on Reply, and shows a stored reply without a button', async () => {
    const user = userEvent.setup();
    const first = renderReply();
    await user.click(screen.getByRole('button', { name: t.replyTo('Dana P.') }));
    await user.click(screen.getByRole('button', { name: t.cancelReply }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.replyTo('Dana P.') }));
    first.unmount();

    renderReply({ text: 'Already answered', created_at: '2026-11-20T10:00:00.000Z' });
    expect(screen.getByTestId('review-reply').textContent).toContain('Already answered');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
