import {
  DETAIL_STATUS,
  PROJECT_LIMITS,
  projectMessages,
  projectTexts,
  type TProjectDetail,
} from '@homebid/contracts/projects';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useMarkComplete } from '../api/mark-complete';
import { useRequestCancellation } from '../api/request-cancellation';
import { projectScreenTexts as t } from '../texts';

/** Mark Complete: optional photos of the finished job, then project_status 4 (spec §4). */
function MarkCompleteDialog({
  isOpen,
  onClose,
  projectId,
}: {
  isOpen: boolean;
  onClose: () => void;
  projectId: number;
}) {
  const markComplete = useMarkComplete();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const close = () => {
    setFiles([]);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const message = await markComplete.mutateAsync({ projectId, files });
      close();
      notify.success(message);
    } catch (failure) {
      setError(answerMessageOr(failure, 'The job could not be marked complete. Please try again.'));
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={t.markCompleteTitle} description={t.markCompleteHint}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
            {t.completionPhotos}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, PROJECT_LIMITS.maxFiles))}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {files.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm text-slate-600">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className="truncate">
                  {file.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t.notNow}
          </Button>
          <Button type="submit" isLoading={markComplete.isPending}>
            {projectTexts.markComplete}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Cancel: a reason, then a cancellation request with status 1 (spec §4, §7). */
function CancelDialog({ isOpen, onClose, projectId }: { isOpen: boolean; onClose: () => void; projectId: number }) {
  const requestCancellation = useRequestCancellation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's rules and messages (ZCancellationRequest).
    if (!reason.trim()) return setError(projectMessages.reasonEmpty);
    if (reason.trim().length > PROJECT_LIMITS.maxReason) return setError(projectMessages.reasonTooLong);
    setError(null);
    try {
      const message = await requestCancellation.mutateAsync({ projectId, reason: reason.trim() });
      close();
      notify.success(message);
    } catch (failure) {
      setError(answerMessageOr(failure, 'The request could not be sent. Please try again.'));
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={t.cancelTitle}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label={t.cancelReason}
          rows={4}
          value={reason}
          maxLength={PROJECT_LIMITS.maxReason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t.notNow}
          </Button>
          <Button type="submit" isLoading={requestCancellation.isPending}>
            {t.sendRequest}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The hired provider's panel (spec §4): Mark Complete and Cancel while the job is in progress,
 * hidden once it is completed, cancelled or its cancellation is asked for.
 */
export function HiredPanel({ project }: { project: TProjectDetail }) {
  const [dialog, setDialog] = useState<'complete' | 'cancel' | null>(null);
  if (!project.is_hired) return null;
  const isInProgress = project.project_status === DETAIL_STATUS.hired;
  const note =
    project.project_status === DETAIL_STATUS.completed
      ? t.statusNote.completed
      : project.project_status === DETAIL_STATUS.cancellation_requested
        ? t.statusNote.cancellation_requested
        : project.project_status === DETAIL_STATUS.cancelled
          ? t.statusNote.cancelled
          : null;

  return (
    <section
      aria-labelledby="hired-title"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900 shadow-sm"
    >
      <h2 id="hired-title" className="text-lg font-semibold">
        {t.hiredTitle}
      </h2>
      <p className="mt-1 text-sm">{note ?? t.hiredNote}</p>
      {isInProgress && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => setDialog('complete')} className="flex-1">
            {projectTexts.markComplete}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('cancel')} className="flex-1 bg-white">
            {projectTexts.cancel}
          </Button>
        </div>
      )}
      <MarkCompleteDialog isOpen={dialog === 'complete'} onClose={() => setDialog(null)} projectId={project.id} />
      <CancelDialog isOpen={dialog === 'cancel'} onClose={() => setDialog(null)} projectId={project.id} />
    </section>
  );
}
