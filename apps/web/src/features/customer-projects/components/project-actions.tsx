import type { TCustomerProject } from '@homebid/contracts/projects';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useCloseCustomerProject } from '../api/close-customer-project';
import { customerProjectTexts as t } from '../texts';
import { EditProjectDialog } from './edit-project-dialog';

/** Edit (while `can_edit`) and Close project (while open for bids), each behind its dialog. */
export function ProjectActions({ project }: { project: TCustomerProject }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isClosing, setIsClosing] = useState(false);
  const close = useCloseCustomerProject();
  const canClose = project.status === 'open';
  if (!project.can_edit && !canClose) return null;

  const confirmClose = async () => {
    try {
      const { message } = await close.mutateAsync(project.id);
      notify.success(message);
    } catch (error) {
      notify.error(answerMessageOr(error, t.closeFailed));
    } finally {
      setIsClosing(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {project.can_edit && (
        <Button variant="secondary" onClick={() => setIsEditing(true)}>
          {t.edit}
        </Button>
      )}
      {canClose && (
        <Button variant="ghost" className="border border-slate-300" onClick={() => setIsClosing(true)}>
          {t.closeProject}
        </Button>
      )}
      {isEditing && <EditProjectDialog project={project} isOpen onClose={() => setIsEditing(false)} />}
      <ConfirmDialog
        isOpen={isClosing}
        title={t.closeTitle}
        message={t.closeMessage}
        confirmLabel={t.closeProject}
        cancelLabel={t.keepOpen}
        onConfirm={() => void confirmClose()}
        onCancel={() => setIsClosing(false)}
        isConfirming={close.isPending}
      />
    </div>
  );
}
