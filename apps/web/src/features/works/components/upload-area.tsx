import { IMAGE_ACCEPT } from '@homebid/contracts/files';
import { WORKS_REFRESH_DELAY_MS, worksMessages, worksTexts } from '@homebid/contracts/works';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { UploadProgress } from '@/components/ui/upload-progress';
import { answerMessageOr } from '@/lib/api-client';
import { useFileDrop } from '@/lib/use-file-drop';
import { checkAlbumFile, uploadAlbumFile, useRefreshAfterUpload } from '../api/upload-album-file';

type Status = 'queued' | 'uploading' | 'done' | 'failed';

interface QueuedFile {
  key: string;
  file: File;
  status: Status;
  /** 0 to 1. */
  progress: number;
  error?: string;
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const STATUS_TEXT: Record<Status, string> = {
  queued: 'Ready to upload',
  uploading: 'Uploading…',
  done: 'Uploaded',
  failed: 'Failed',
};

let nextKey = 0;

/** Drop or choose photos, then Upload: one request per file, each with its own progress bar. */
export function UploadArea({ albumId }: { albumId: number }) {
  const inputId = useId();
  const hintId = useId();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const refreshAfterUpload = useRefreshAfterUpload(albumId);
  const abortRef = useRef<AbortController | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      clearTimeout(clearTimer.current);
    },
    [],
  );

  const update = (key: string, change: Partial<QueuedFile>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const addFiles = (files: FileList | File[]) => {
    const accepted: QueuedFile[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const problem = checkAlbumFile(file);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else accepted.push({ key: `upload-${nextKey++}`, file, status: 'queued', progress: 0 });
    }
    setRejected(refused);
    setQueue((items) => [...items.filter((item) => item.status !== 'done'), ...accepted]);
  };

  const isWaiting = (item: QueuedFile) => item.status === 'queued' || item.status === 'failed';
  const hasWaitingFiles = queue.some(isWaiting);

  const upload = async () => {
    const pending = queue.filter(isWaiting);
    // Spec §5: Upload does nothing when no files are selected.
    if (!pending.length || isUploading) return;
    setIsUploading(true);
    const controller = new AbortController();
    abortRef.current = controller;
    let uploaded = 0;
    for (const item of pending) {
      update(item.key, { status: 'uploading', progress: 0, error: undefined });
      try {
        await uploadAlbumFile({
          albumId,
          file: item.file,
          signal: controller.signal,
          onProgress: (progress) => update(item.key, { progress }),
        });
        update(item.key, { status: 'done', progress: 1 });
        uploaded++;
      } catch (error) {
        if (controller.signal.aborted) return;
        update(item.key, { status: 'failed', error: answerMessageOr(error, 'The upload failed. Please try again.') });
      }
    }
    abortRef.current = null;
    setIsUploading(false);
    if (uploaded > 0) {
      notify.success(worksMessages.filesUploaded);
      refreshAfterUpload();
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(
        () => setQueue((items) => items.filter((item) => item.status !== 'done')),
        WORKS_REFRESH_DELAY_MS,
      );
    }
  };

  const { isDragging, dropHandlers } = useFileDrop(addFiles);

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Add photos
      </h2>
      <input
        id={inputId}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          if (event.target.files?.length) addFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        {...dropHandlers}
        className={`mt-3 flex min-h-32 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-6 text-center transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:border-brand-500'}`}
      >
        <span className="font-semibold text-brand-700">Drop photos here or choose files</span>
        <span id={hintId} className="mt-1 text-sm text-slate-500">
          JPEG, PNG, WebP or GIF, up to 10 MB each
        </span>
      </label>

      {rejected.length > 0 && (
        <ul role="alert" className="mt-3 space-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {rejected.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}

      {queue.length > 0 && (
        <ul aria-label="Selected files" className="mt-4 space-y-3">
          {queue.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 px-3 py-2">
              <div className="flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{item.file.name}</p>
                  <p className="text-xs text-slate-500">
                    {sizeLabel(item.file.size)} · {STATUS_TEXT[item.status]}
                  </p>
                </div>
                {(item.status === 'queued' || item.status === 'failed') && !isUploading && (
                  <button
                    type="button"
                    aria-label={`Remove ${item.file.name} from the upload`}
                    onClick={() => setQueue((items) => items.filter((other) => other.key !== item.key))}
                    className="min-h-11 shrink-0 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-100"
                  >
                    Remove
                  </button>
                )}
              </div>
              <UploadProgress
                label={`Upload of ${item.file.name}`}
                fraction={item.progress}
                isFailed={item.status === 'failed'}
                className="mt-2"
              />
              {item.error && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {item.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4 flex justify-end">
        {/* Spec §5: Upload does nothing with no files chosen, so it is not offered until then. */}
        <Button onClick={() => void upload()} isLoading={isUploading} disabled={!hasWaitingFiles}>
          {worksTexts.upload}
        </Button>
      </div>
    </section>
  );
}
