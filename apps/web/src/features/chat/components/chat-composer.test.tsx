import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatScreenTexts as t } from '../texts';
import { queueKey, readQueue } from '../utils/offline-queue';
import { ChatComposer } from './chat-composer';

function renderComposer() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ChatComposer
        projectId={7}
        providerId={3}
        side="customer"
        isDisabled={false}
        onTyping={() => {}}
        onSent={() => {}}
        onSensitive={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe('ChatComposer offline', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps a message typed offline as "Waiting to send", across a reload, until discarded', () => {
    const first = renderComposer();
    const box = screen.getByLabelText(t.messageLabel);
    fireEvent.change(box, { target: { value: 'Can you start Monday?' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    const waiting = screen.getByRole('list', { name: t.waitingList });
    expect(within(waiting).getByText('Can you start Monday?')).toBeTruthy();
    expect(within(waiting).getByText(t.waitingToSend)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(readQueue(queueKey(7, 3)).map((m) => m.text)).toEqual(['Can you start Monday?']);

    // A reload finds it again.
    first.unmount();
    renderComposer();
    const again = screen.getByRole('list', { name: t.waitingList });
    fireEvent.click(within(again).getByRole('button', { name: t.discardQueued('Can you start Monday?') }));
    expect(screen.queryByRole('list', { name: t.waitingList })).toBeNull();
    expect(readQueue(queueKey(7, 3))).toEqual([]);
  });

  it('offers no quick replies on the customer side', () => {
    renderComposer();
    expect(screen.queryByRole('button', { name: t.quickReplies })).toBeNull();
  });
});
