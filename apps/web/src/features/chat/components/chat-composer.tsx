import { CHAT_ATTACHMENT_ACCEPT, CHAT_MAX_TEXT_LENGTH, chatTexts, type TMessageBy } from '@homebid/contracts/chat';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, PaperclipIcon } from '@/components/ui/icons';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { useSendChatMessage } from '../api/send-chat-message';
import { chatScreenTexts as t } from '../texts';
import { checkAttachment } from '../utils/attachment';
import {
  dequeueMessage,
  enqueueMessage,
  flushQueue,
  type QueuedMessage,
  queueKey,
  readQueue,
  type SendOutcome,
} from '../utils/offline-queue';
import { QuickReplies } from './quick-replies';

/** At most one typing event per this many milliseconds. */
const TYPING_EVERY_MS = 3000;

export interface ChatComposerProps {
  projectId: number;
  providerId: number;
  /** The side this app writes as. */
  side: TMessageBy;
  isDisabled: boolean;
  onTyping: () => void;
  onSent: () => void;
  /** The server flagged contact details (spec §8): the Communication Policy modal opens. */
  onSensitive: () => void;
  /** Changes each time the live connection comes back: the waiting messages are sent then. */
  reconnects?: number;
}

/** A failure for want of a connection (no answer at all), as opposed to a refusal. */
const isOffline = (failure: unknown) => failure instanceof ApiError && failure.status === 0;
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The text box, the attachment (one image or video, 10 MB, checked here and by the server), upload
 * progress, Send and the quick replies. Spec §5: an empty message is not sent. Enter sends,
 * Shift+Enter starts a new line.
 */
export function ChatComposer({
  projectId,
  providerId,
  side,
  isDisabled,
  onTyping,
  onSent,
  onSensitive,
  reconnects = 0,
}: ChatComposerProps) {
  const send = useSendChatMessage(projectId, providerId, side);
  const key = queueKey(projectId, providerId);
  const [queued, setQueued] = useState<QueuedMessage[]>(() => readQueue(key));
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const lastTyping = useRef(0);
  const textId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  const canSend = !isDisabled && !send.isPending && (text.trim() !== '' || file !== null);

  const sendRef = useRef(send.mutateAsync);
  sendRef.current = send.mutateAsync;
  const callbacks = useRef({ onSent, onSensitive });
  callbacks.current = { onSent, onSensitive };

  /** Sends what waits, oldest first (nothing while the browser knows it is offline). */
  const flush = useCallback(async () => {
    if (browserOffline() || readQueue(key).length === 0) return;
    const result = await flushQueue(key, async (queuedText): Promise<SendOutcome> => {
      try {
        const answer = await sendRef.current({ text: queuedText, file: null });
        if (answer.sensitive_info) {
          callbacks.current.onSensitive();
          return { status: 'refused', reason: answer.message };
        }
        return { status: 'sent' };
      } catch (failure) {
        if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
          return { status: 'refused', reason: failure.message };
        }
        // No connection, or the server failed: it waits for the next chance.
        return { status: 'offline' };
      }
    });
    setQueued(readQueue(key));
    if (result.sent > 0) callbacks.current.onSent();
    const refused = result.refused[0];
    if (refused) setError(t.queuedRefused(refused.reason));
  }, [key]);

  // Sent at once if the connection is there (a reload, the panel opened again), then whenever it returns.
  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);
  useEffect(() => {
    if (reconnects > 0) void flush();
  }, [reconnects, flush]);

  /** Keeps a text for later: the composer empties as if it was sent. */
  const queueText = (message: string) => {
    setQueued(enqueueMessage(key, message));
    setText('');
    setError(null);
    textArea.current?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const trimmed = text.trim();
    if (browserOffline() || (queued.length > 0 && !file)) {
      if (file) {
        setError(t.attachmentOffline);
        return;
      }
      queueText(trimmed);
      if (!browserOffline()) void flush();
      return;
    }
    setError(null);
    setProgress(file ? 0 : null);
    // The box empties as the message goes, so the next one can be typed while it is sent; a message
    // that is refused comes back to the box, before anything typed since.
    setText('');
    const giveBack = () => setText((current) => (current.trim() ? `${trimmed}\n${current}` : trimmed));
    try {
      const answer = await send.mutateAsync({ text: trimmed, file, onProgress: file ? setProgress : undefined });
      if (answer.sensitive_info) {
        giveBack();
        onSensitive();
        return;
      }
      setFile(null);
      onSent();
      textArea.current?.focus();
    } catch (failure) {
      // No connection: it waits with the others (the box already gave it up).
      if (isOffline(failure) && !file) setQueued(enqueueMessage(key, trimmed));
      else {
        giveBack();
        setError(isOffline(failure) ? t.attachmentOffline : answerMessageOr(failure, t.sendFailed));
      }
    } finally {
      setProgress(null);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const problem = checkAttachment(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const insert = (template: string) => {
    setText((current) =>
      (current.trim() ? `${current.trimEnd()} ${template}` : template).slice(0, CHAT_MAX_TEXT_LENGTH),
    );
    textArea.current?.focus();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2 border-t border-slate-200 p-3">
      {queued.length > 0 && (
        <ul aria-label={t.waitingList} className="space-y-1">
          {queued.map((item) => (
            <li
              key={item.id}
              className="flex items-start gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 flex-1">
                <span className="block whitespace-pre-line break-words text-slate-800">{item.text}</span>
                <span className="text-xs font-medium text-amber-800">{t.waitingToSend}</span>
              </span>
              <button
                type="button"
                onClick={() => setQueued(dequeueMessage(key, item.id))}
                aria-label={t.discardQueued(item.text)}
                className="rounded p-1.5 text-slate-600 hover:bg-slate-200"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {file && (
        <div className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-700">
          <PaperclipIcon />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          {progress === null ? (
            <button
              type="button"
              onClick={() => setFile(null)}
              aria-label={t.removeAttachment(file.name)}
              className="rounded p-1.5 text-slate-600 hover:bg-slate-200"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          ) : (
            <progress
              max={1}
              value={progress}
              aria-label={t.uploading(Math.round(progress * 100))}
              className="h-2 w-24 accent-brand-700"
            />
          )}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={isDisabled || send.isPending}
          aria-label={chatTexts.attach}
          title={chatTexts.attach}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-50"
        >
          <PaperclipIcon />
        </button>
        <label htmlFor={textId} className="sr-only">
          {t.messageLabel}
        </label>
        <textarea
          id={textId}
          ref={textArea}
          rows={2}
          value={text}
          maxLength={CHAT_MAX_TEXT_LENGTH}
          placeholder={chatTexts.placeholder}
          aria-describedby={error ? errorId : undefined}
          disabled={isDisabled}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (event.target.value && now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              onTyping();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-busy={send.isPending || undefined}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/50"
        >
          {chatTexts.send}
        </button>
      </div>
      {side === 'provider' && <QuickReplies text={text} onInsert={insert} />}
    </form>
  );
}
