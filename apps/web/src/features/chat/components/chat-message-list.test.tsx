import type { TChat, TChatMessage, TMessageBy } from '@homebid/contracts/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatMessageList } from './chat-message-list';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const message = (id: number, by: 'customer' | 'provider', time: string, extra: Partial<TChatMessage> = {}) => ({
  message_id: id,
  project_id: 7,
  provider_id: 3,
  message_by: by,
  message_type: 'text' as const,
  message_text: `text ${id}`,
  message_time: time,
  thumb_image_url: null,
  original_file_url: null,
  delivered_at: null,
  read_at: null,
  ...extra,
});

function renderList(chats: TChatMessage[], side: TMessageBy = 'provider') {
  const chat: TChat = {
    project_id: 7,
    provider_id: 3,
    provider_project_id: null,
    address: 'Austin, TX 78701',
    cust_avathar: null,
    pro_avathar: null,
    cust_name: 'Casey Customer',
    pro_name: 'Pat',
    project_name: 'Roof',
    cust_id: 11,
    is_hired: false,
    is_closed: false,
    can_send_quote: false,
    chats,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChatMessageList chat={chat} side={side} />
    </QueryClientProvider>,
  );
}

describe('ChatMessageList', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('says so when there are no messages', () => {
    renderList([]);
    expect(screen.getByText('No messages yet. Ask the customer about the project.')).toBeTruthy();
  });

  it('shows relative times (spec §9): seconds, minutes, hours, then clock time with the date', () => {
    renderList([
      message(1, 'customer', '2026-11-20T15:05:00.000Z'),
      message(2, 'customer', ago(3 * 3600_000 + 5000)),
      message(3, 'provider', ago(5 * 60_000)),
      message(4, 'provider', ago(12_000)),
    ]);
    const times = screen.getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent);
    expect(times[1]).toBe('3 hours ago');
    expect(times[2]).toBe('5 minutes ago');
    expect(times[3]).toBe('12 seconds ago');
    expect(times[0]).toMatch(/^\d{1,2}:05 (AM|PM), (20|21) Nov 2026$/);
  });

  it('offers Delete and a receipt on the provider’s own messages only', () => {
    renderList([
      message(1, 'customer', ago(1000)),
      message(2, 'provider', ago(1000), { delivered_at: ago(500) }),
      message(3, 'provider', ago(1000), { delivered_at: ago(500), read_at: ago(100) }),
    ]);
    const [theirs, delivered, read] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(theirs).getByText('Casey Customer:', { exact: false })).toBeTruthy();
    expect(within(delivered).getByRole('button', { name: 'Delete message' })).toBeTruthy();
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(read).getByText('Read')).toBeTruthy();
  });

  it('takes its side as a parameter: seen by the customer, the customer’s messages are the own ones', () => {
    renderList(
      [message(1, 'provider', ago(1000)), message(2, 'customer', ago(1000), { delivered_at: ago(500) })],
      'customer',
    );
    const [theirs, mine] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(theirs).getByText('Pat:', { exact: false })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete message' })).toBeTruthy();
    expect(within(mine).getByText('Delivered')).toBeTruthy();
  });

  it('shows an image as a thumbnail linking to the original, and a video as a player', () => {
    renderList([
      message(1, 'customer', ago(1000), {
        message_type: 'image',
        thumb_image_url: 'http://localhost:3000/files/t.webp',
        original_file_url: 'http://localhost:3000/files/o.jpg',
      }),
      message(2, 'customer', ago(1000), { message_type: 'video', original_file_url: '/files/v.mp4', message_text: '' }),
    ]);
    const link = screen.getByRole('link', { name: 'Open the picture' });
    expect(link.getAttribute('href')).toBe('/files/o.jpg');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/files/t.webp');
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/v.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });
});
