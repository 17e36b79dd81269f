import { QUICK_REPLY_MAX_LENGTH } from '@homebid/contracts/chat';
import { useId, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useCreateQuickReply, useDeleteQuickReply, useQuickReplies } from '../api/quick-replies';
import { chatScreenTexts as t } from '../texts';

export interface QuickRepliesProps {
  /** The text box's text: what 'Save as quick reply' keeps. */
  text: string;
  /** Puts a template in the text box (one click). */
  onInsert: (template: string) => void;
}

/** The provider's saved answers: shown on demand, inserted with one click, saved from the text box. */
export function QuickReplies({ text, onInsert }: QuickRepliesProps) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const replies = useQuickReplies(isOpen);
  const create = useCreateQuickReply();
  const remove = useDeleteQuickReply();
  const trimmed = text.trim();

  const save = () =>
    create.mutate(trimmed, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(answerMessageOr(error, t.sendFailed)),
    });

  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center gap-x-3">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="min-h-9 rounded px-1 font-semibold text-brand-700 hover:underline"
        >
          {t.quickReplies}
        </button>
        {isOpen && (
          <button
            type="button"
            onClick={save}
            disabled={!trimmed || trimmed.length > QUICK_REPLY_MAX_LENGTH || create.isPending}
            className="min-h-9 rounded px-1 font-semibold text-slate-700 hover:underline disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t.saveQuickReply}
          </button>
        )}
      </div>
      {isOpen && (
        <div id={listId} className="mt-1 max-h-32 overflow-y-auto">
          {replies.isPending && <p className="text-slate-500">…</p>}
          {replies.isError && <p className="text-red-700">{answerMessageOr(replies.error, t.loadFailed)}</p>}
          {replies.data?.length === 0 && <p className="text-slate-600">{t.noQuickReplies}</p>}
          {replies.data && replies.data.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {replies.data.map((reply) => (
                <li
                  key={reply.id}
                  className="flex max-w-full items-center rounded-full border border-slate-300 bg-white"
                >
                  <button
                    type="button"
                    onClick={() => onInsert(reply.text)}
                    aria-label={t.insertQuickReply(reply.text)}
                    className="min-h-9 max-w-[16rem] truncate rounded-l-full py-1 pl-3 pr-1 text-left text-slate-800 hover:bg-brand-50"
                  >
                    {reply.text}
                  </button>
                  <button
                    type="button"
                    onClick={() => remove.mutate(reply.id)}
                    aria-label={t.deleteQuickReply(reply.text)}
                    className="flex min-h-9 items-center rounded-r-full px-2 text-slate-500 hover:bg-slate-100 hover:text-red-700"
                  >
                    <CloseIcon className="h-3.5 w-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
