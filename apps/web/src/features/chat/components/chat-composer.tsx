import { CHAT_ATTACHMENT_ACCEPT, CHAT_MAX_TEXT_LENGTH, chatTexts, type TMessageBy } from '@homebid/contracts/chat';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CloseIcon, PaperclipIcon } from '@/components/ui/icons';
import { answerMessageOr } from '@/lib/api-client';
import { useSendChatMessage } from '../api/send-chat-message';
import { chatScreenTexts as t } from '../texts';
import { checkAttachment } from '../utils/attachment';
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
}

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
}: ChatComposerProps) {
  const send = useSendChatMessage(projectId, providerId, side);
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

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setError(null);
    setProgress(file ? 0 : null);
    try {
      const answer = await send.mutateAsync({ text: text.trim(), file, onProgress: file ? setProgress : undefined });
      if (answer.sensitive_info) {
        onSensitive();
        return;
      }
      setText('');
      setFile(null);
      onSent();
      textArea.current?.focus();
    } catch (failure) {
      setError(answerMessageOr(failure, t.sendFailed));
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
      <QuickReplies text={text} onInsert={insert} />
    </form>
  );
}
