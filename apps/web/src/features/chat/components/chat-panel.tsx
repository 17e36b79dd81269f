import {
  CHAT_CHANNEL,
  CHAT_SCROLL_DELAY_MS,
  chatTexts,
  type TChat,
  type TChatLiveEvent,
  type TMessageBy,
} from '@homebid/contracts/chat';
import { quoteTexts } from '@homebid/contracts/quotes';
import { pageUrl } from '@homebid/contracts/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { answerMessageOr } from '@/lib/api-client';
import { type ChannelParams, useChannel } from '@/lib/cable';
import { customerChatQueryOptions } from '../api/get-customer-chat';
import { providerChatQueryOptions } from '../api/get-provider-chat';
import { markChatRead } from '../api/mark-chat-read';
import { chatKeys } from '../api/query-keys';
import { chatScreenTexts } from '../texts';
import { applyChatEvent, lastIncomingId, otherParty } from '../utils/chat-cache';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { SendQuoteDialog } from './send-quote-dialog';

export interface ChatPanelProps {
  projectId: number;
  providerId: number;
  /** The side of the conversation this app speaks for (a provider's portal: `provider`). */
  side: TMessageBy;
  title?: string;
  onHide: () => void;
}

/** How long the other party shows as typing after their last keystroke event. */
const TYPING_SHOWN_MS = 5000;

/**
 * The project page the title links to: the customer's own project, or the provider's project detail
 * (spec §2: /project-detail/{provider_project_id}/projects).
 */
function projectLink(chat: TChat, side: TMessageBy): string {
  if (side === 'customer') return pageUrl('customerProject', { id: chat.project_id });
  return chat.provider_project_id
    ? pageUrl('providerProjectDetail', {
        providerProjectId: chat.provider_project_id,
        id: chat.project_id,
        from: 'projects',
      })
    : paths.projectDetail(chat.project_id, 'projects');
}

/**
 * Spec 'access' §2 Chat panel: a fixed side panel with the customer's name and address, the
 * project's title as a link, Hide, the messages, attachments, the text box and Send, and the notice
 * that answers are public. Live over ChatChannel (CONTRACT §6): new messages append, deletions
 * disappear, receipts and typing show; after a lost connection the conversation is fetched again.
 */
export function ChatPanel({ projectId, providerId, side, title, onHide }: ChatPanelProps) {
  const queryClient = useQueryClient();
  const queryKey = chatKeys.conversation(projectId, providerId);
  // Each side reads the conversation through its own call; both keep it under the same key.
  const chatOptions =
    side === 'customer'
      ? customerChatQueryOptions(projectId, providerId)
      : providerChatQueryOptions(projectId, providerId);
  const chat = useQuery(chatOptions);
  const [reconnects, setReconnects] = useState(0);
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [isTyping, setIsTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);

  const scrollToBottom = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, []);
  /** Spec §4/§9: the list scrolls to the bottom after 2 s (at once too, so nothing jumps later). */
  const scrollSoon = useCallback(() => {
    requestAnimationFrame(scrollToBottom);
    setTimeout(scrollToBottom, CHAT_SCROLL_DELAY_MS);
  }, [scrollToBottom]);

  const params: ChannelParams = { channel: CHAT_CHANNEL, project_id: projectId, provider_id: providerId };
  const performRef = useRef<(action: string, data?: object) => boolean>(() => false);
  const channel = useChannel<TChatLiveEvent>(params, {
    onReceived: (event) => {
      if (event.type === 'typing') {
        if (event.by === side) return;
        clearTimeout(typingTimer.current);
        setIsTyping(event.is_typing);
        if (event.is_typing) typingTimer.current = setTimeout(() => setIsTyping(false), TYPING_SHOWN_MS);
        return;
      }
      queryClient.setQueryData<TChat>(queryKey, (current) => (current ? applyChatEvent(current, event) : current));
      if (event.type === 'message') {
        if (event.data.message_by !== side) {
          setIsTyping(false);
          performRef.current('delivered', { up_to_message_id: event.data.message_id });
        }
        scrollSoon();
      }
    },
    onConnected: (isReconnect) => {
      // Messages sent while the connection was down: fetch the conversation again.
      if (isReconnect) {
        void queryClient.invalidateQueries({ queryKey });
        // And what waited in the composer's queue goes now.
        setReconnects((count) => count + 1);
      }
    },
  });
  performRef.current = channel.perform;

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // The panel takes the focus when it opens; Escape hides it.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const isLoaded = chat.isSuccess;
  useEffect(() => {
    if (isLoaded) scrollSoon();
  }, [isLoaded, scrollSoon]);

  // Read receipt: the other party's newest message, once shown.
  const incomingId = chat.data ? lastIncomingId(chat.data, side) : null;
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!incomingId || incomingId <= readUpTo.current) return;
    readUpTo.current = incomingId;
    markChatRead(projectId, providerId, incomingId).catch(() => {
      // A receipt that could not be sent is sent with the next message read.
      readUpTo.current = 0;
    });
  }, [incomingId, projectId, providerId]);

  const closePolicy = () => (side === 'customer' ? setPolicyOpen(false) : window.location.reload());

  const data = chat.data;
  const other = data ? otherParty(data, side) : null;
  const heading = other?.name ?? title ?? chatScreenTexts.conversationTitle;

  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Escape in one of the panel's dialogs closes that dialog only.
        if (event.key === 'Escape' && !(event.target as HTMLElement).closest('dialog')) onHide();
      }}
      className="fixed inset-y-0 right-0 z-40 flex w-full flex-col border-l border-slate-200 bg-white shadow-2xl focus:outline-none sm:w-[26rem]"
    >
      <header className="flex items-start gap-3 border-b border-slate-200 p-4">
        {other && (
          <Avatar
            name={other.name}
            src={other.avatar}
            className="h-11 w-11 shrink-0"
            initialsClassName="bg-brand-700 text-sm font-semibold text-white"
          />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
            {heading}
          </h2>
          {data && (
            <>
              <p className="truncate text-sm text-slate-600">{data.address}</p>
              <Link
                to={projectLink(data, side)}
                className="block truncate text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {data.project_name}
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          onClick={onHide}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon className="h-4 w-4" />
          {chatTexts.hide}
        </button>
      </header>

      <div ref={listRef} className="flex-1 overflow-y-auto bg-slate-50 px-4 py-3">
        {chat.isPending && (
          <div role="status" className="space-y-3" aria-label={chatScreenTexts.loadingConversation}>
            <div className="h-12 w-2/3 animate-pulse rounded-2xl bg-slate-200" />
            <div className="ml-auto h-12 w-1/2 animate-pulse rounded-2xl bg-slate-200" />
            <div className="h-12 w-3/5 animate-pulse rounded-2xl bg-slate-200" />
          </div>
        )}
        {chat.isError && (
          <LoadFailure
            message={answerMessageOr(chat.error, chatScreenTexts.loadFailed)}
            onRetry={() => void queryClient.refetchQueries(chatOptions)}
          />
        )}
        {data && <ChatMessageList chat={data} side={side} />}
      </div>

      <div aria-live="polite" className="min-h-5 px-4 text-xs text-slate-500">
        {isTyping && other ? chatScreenTexts.typing(other.name) : ''}
      </div>

      <p className="border-t border-slate-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">{chatTexts.publicNotice}</p>

      {side === 'provider' && data?.can_send_quote && (
        <div className="flex justify-end px-3 pt-3">
          <button
            type="button"
            onClick={() => setQuoteOpen(true)}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {quoteTexts.sendQuote}
          </button>
        </div>
      )}

      {data?.is_closed ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">{chatTexts.hiredAnotherReadOnly}</p>
      ) : (
        <ChatComposer
          projectId={projectId}
          providerId={providerId}
          side={side}
          isDisabled={!data}
          onTyping={() => channel.perform('typing', { is_typing: true })}
          onSent={scrollSoon}
          onSensitive={() => setPolicyOpen(true)}
          reconnects={reconnects}
        />
      )}

      {side === 'provider' && (
        <SendQuoteDialog
          isOpen={quoteOpen}
          onClose={() => setQuoteOpen(false)}
          projectId={projectId}
          providerId={providerId}
          onSent={scrollSoon}
        />
      )}

      <Modal
        isOpen={policyOpen}
        onClose={closePolicy}
        title={chatTexts.communicationPolicyTitle}
        description={side === 'customer' ? chatScreenTexts.customerPolicy : chatTexts.communicationPolicy}
        hideCloseButton
      >
        <div className="flex justify-end">
          {/* Spec §4: Okay reloads the provider's page; a customer goes back to the message to rewrite it. */}
          <Button autoFocus onClick={closePolicy}>
            {chatTexts.communicationPolicyOkay}
          </Button>
        </div>
      </Modal>
    </aside>
  );
}
