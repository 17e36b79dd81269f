import { chatTexts, type TChat, type TChatMessage, type TMessageBy } from '@homebid/contracts/chat';
import { relativeTime } from '@homebid/contracts/notifications';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { fileSrc } from '@/lib/file-src';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { chatScreenTexts as t } from '../texts';
import { otherParty, receiptOf } from '../utils/chat-cache';
import { QuoteCard } from './quote-card';

/** Re-renders every `ms` so relative times stay true ('12 seconds ago' becomes '1 minute ago'). */
function useNow(ms: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

function Attachment({ message }: { message: TChatMessage }) {
  const original = message.original_file_url ? fileSrc(message.original_file_url) : null;
  if (message.message_type === 'video' && original) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: customers' own videos come without captions.
      <video controls preload="metadata" src={original} className="max-h-64 w-full rounded-xl bg-black" />
    );
  }
  if (message.message_type === 'image' && (message.thumb_image_url || original)) {
    const thumb = fileSrc(message.thumb_image_url ?? original ?? '');
    return (
      <a href={original ?? thumb} target="_blank" rel="noopener noreferrer" aria-label={t.openImage}>
        <img src={thumb} alt="" loading="lazy" className="max-h-56 w-full rounded-xl object-cover" />
      </a>
    );
  }
  return null;
}

export interface ChatMessageListProps {
  chat: TChat;
  /** The side this app speaks for: its messages are "mine". */
  side: TMessageBy;
}

/** The conversation, oldest first: one's own messages (the side's) on the right with Delete and their receipt. */
export function ChatMessageList({ chat, side }: ChatMessageListProps) {
  const now = useNow(10_000);
  const deleteMessage = useDeleteChatMessage(chat.project_id, chat.provider_id);
  const [toDelete, setToDelete] = useState<number | null>(null);

  const confirmDelete = () => {
    if (toDelete === null) return;
    deleteMessage.mutate(toDelete, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(answerMessageOr(error, t.deleteFailed)),
      onSettled: () => setToDelete(null),
    });
  };

  if (chat.chats.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-600">
        {side === 'customer' ? t.customerNoMessages : chatTexts.noMessages}
      </p>
    );
  }

  return (
    <>
      <ol aria-label={t.messagesLabel} className="space-y-3">
        {chat.chats.map((message) => {
          const isMine = message.message_by === side;
          const author = isMine ? t.you : otherParty(chat, side).name;
          const { quote } = message;
          // A quote the customer answered stays in the conversation (the server refuses its delete).
          const canDelete = isMine && (!quote || quote.status === 'pending' || quote.status === 'expired');
          return (
            <li
              key={message.message_id}
              data-message-id={message.message_id}
              className={`flex flex-col ${isMine ? 'items-end' : 'items-start'}`}
            >
              {quote ? (
                <div className="w-full max-w-[85%] text-sm">
                  <span className="sr-only">{author}: </span>
                  <QuoteCard quote={quote} side={side} proName={chat.pro_name} />
                </div>
              ) : (
                <div
                  className={`max-w-[85%] space-y-2 rounded-2xl px-3 py-2 text-sm ${isMine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'}`}
                >
                  <span className="sr-only">{author}: </span>
                  <Attachment message={message} />
                  {message.message_text && <p className="whitespace-pre-wrap break-words">{message.message_text}</p>}
                </div>
              )}
              <div className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                <time dateTime={message.message_time}>{relativeTime(message.message_time, new Date(now))}</time>
                {isMine && <span>{t.receipts[receiptOf(message)]}</span>}
                {canDelete && (
                  <button
                    type="button"
                    onClick={() => setToDelete(message.message_id)}
                    className="min-h-8 rounded px-1.5 font-semibold text-slate-600 hover:bg-slate-200 hover:text-red-700"
                  >
                    {t.deleteConfirm}
                    <span className="sr-only"> {t.messageLabel.toLowerCase()}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.keep}
        isConfirming={deleteMessage.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
