import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface MessageDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  onClose: () => void;
  buttonLabel?: string;
  tone?: 'success' | 'error';
}

/** A modal with one message and one button (Success, Error, Subscription Cancelled, …). */
export function MessageDialog({
  isOpen,
  title,
  message,
  onClose,
  buttonLabel = 'OK',
  tone = 'success',
}: MessageDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} hideCloseButton>
      <p className={`text-sm ${tone === 'error' ? 'text-red-700' : 'text-slate-700'}`}>{message}</p>
      <div className="mt-5 flex justify-end">
        <Button onClick={onClose} autoFocus>
          {buttonLabel}
        </Button>
      </div>
    </Modal>
  );
}
