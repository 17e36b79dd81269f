import { CHAT_ATTACHMENT_ACCEPT } from '@homebid/contracts/chat';
import { PROJECT_LIMITS } from '@homebid/contracts/projects';
import { useEffect, useId, useState } from 'react';
import { useFileDrop } from '@/lib/use-file-drop';
import type { DraftFileItem, DraftFiles } from '../hooks/use-draft-files';
import { hireTexts as t } from '../texts';

/** A preview of one chosen file: the picture, or the video's first frame; its own object URL. */
function Preview({ item, onRemove }: { item: DraftFileItem; onRemove: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(item.file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [item.file]);
  const isVideo = item.file.type.startsWith('video/');
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      <div className="aspect-square w-full">
        {src &&
          (isVideo ? (
            <video src={src} muted playsInline preload="metadata" className="h-full w-full object-cover">
              <track kind="captions" />
            </video>
          ) : (
            <img src={src} alt={item.file.name} className="h-full w-full object-cover" />
          ))}
      </div>
      <div className="flex items-center justify-between gap-1 px-2 py-1 text-xs text-slate-700">
        <span className="truncate" title={item.file.name}>
          {isVideo ? `${t.mediaVideo}: ${item.file.name}` : item.file.name}
        </span>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t.mediaRemove(item.file.name)}
        className="absolute top-1 right-1 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-lg font-semibold text-slate-800 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Photos and videos of the draft: choose or drop them, see them, remove them; checked before sending. */
export function MediaPicker({ files }: { files: DraftFiles }) {
  const inputId = useId();
  const hintId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const addFiles = (list: FileList | File[]) => setRefused(files.add(Array.from(list)));
  const { isDragging, dropHandlers } = useFileDrop(addFiles);
  const isFull = files.items.length >= PROJECT_LIMITS.maxFiles;

  return (
    <div className="space-y-3">
      <p id={hintId} className="text-sm text-slate-600">
        {t.mediaHint}
      </p>
      {files.lost.length > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.mediaLost(files.lost)}
        </p>
      )}
      <input
        id={inputId}
        type="file"
        multiple
        accept={CHAT_ATTACHMENT_ACCEPT}
        aria-describedby={hintId}
        disabled={isFull}
        className="peer sr-only"
        onChange={(event) => {
          if (event.target.files?.length) addFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        {...dropHandlers}
        className={`flex min-h-24 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-6 text-center font-semibold text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ${isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}
      >
        {t.mediaAdd}
      </label>
      {refused.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-red-600">
          {refused.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {files.items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {files.items.map((item) => (
            <Preview key={item.ref.id} item={item} onRemove={() => files.remove(item.ref.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
