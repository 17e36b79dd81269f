import type { TMessageBy } from '@homebid/contracts/chat';
import { PROJECT_DETAIL_CHAT_PARAM } from '@homebid/contracts/routes';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { ChatBubbleIcon } from '@/components/ui/icons';

/**
 * The chat panel's place on a screen (spec 'access' §2 Chat panel, a fixed side panel): one panel
 * at a time, opened by any ChatButton of the screen, shown by the screen's ChatPanelHost. Only this
 * small file is in a screen's chunk; the panel, the live channel and the client load on first open.
 */
export interface OpenChat {
  projectId: number;
  providerId: number;
  /** A title to show while the conversation loads. */
  title?: string;
}

let openChat: OpenChat | null = null;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showChat(chat: OpenChat) {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  openChat = chat;
  emit();
}

/** Hides the panel; the focus goes back to the button that opened it. */
export function hideChat() {
  openChat = null;
  emit();
  const target = opener;
  opener = null;
  if (target?.isConnected) target.focus();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenChat(): OpenChat | null {
  return useSyncExternalStore(
    subscribe,
    () => openChat,
    () => null,
  );
}

/**
 * Opens the conversation once it is known when the page's URL asks for it (`?chat=1`: the link of
 * a customer's message notification). Closing it keeps it closed.
 */
export function useChatFromLink(chat: OpenChat | null) {
  const [search] = useSearchParams();
  const isAsked = search.has(PROJECT_DETAIL_CHAT_PARAM);
  const projectId = chat?.projectId;
  const providerId = chat?.providerId;
  const title = chat?.title;
  useEffect(() => {
    if (isAsked && projectId && providerId) showChat({ projectId, providerId, title });
  }, [isAsked, projectId, providerId, title]);
}

const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));

export interface ChatPanelHostProps {
  /** The side of the conversation the screen's user speaks for. */
  side: TMessageBy;
}

/** Renders the open conversation, if any. Put one on each screen with ChatButtons. */
export function ChatPanelHost({ side }: ChatPanelHostProps) {
  const chat = useOpenChat();
  if (!chat) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel key={`${chat.projectId}:${chat.providerId}`} {...chat} side={side} onHide={hideChat} />
    </Suspense>
  );
}

export interface ChatButtonProps extends OpenChat {
  /** 'inline': a bordered button among a screen's actions; 'link': a small text button in a card. */
  variant?: 'inline' | 'link';
  label?: string;
  className?: string;
}

/** Opens the conversation about a project with its customer. */
export function ChatButton({ variant = 'inline', label = 'Message', className = '', ...chat }: ChatButtonProps) {
  const open = useOpenChat();
  const isOpen = open?.projectId === chat.projectId && open.providerId === chat.providerId;
  const style =
    variant === 'inline'
      ? 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50'
      : 'relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-label={chat.title && variant === 'link' ? `${label}: ${chat.title}` : undefined}
      onClick={() => (isOpen ? hideChat() : showChat(chat))}
      className={`${style} ${className}`}
    >
      <ChatBubbleIcon />
      {label}
    </button>
  );
}
