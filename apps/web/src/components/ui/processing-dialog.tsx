import { Modal } from './modal';

/**
 * A modal that says work is under way ('Processing...') and cannot be dismissed: the page behind
 * is inert until the work ends and the parent closes it.
 */
export function ProcessingDialog({ isOpen, label }: { isOpen: boolean; label: string }) {
  return (
    <Modal isOpen={isOpen} onClose={() => {}} title={label} hideCloseButton className="max-w-xs">
      <div role="status" aria-live="polite" className="flex justify-center py-2">
        <span className="sr-only">{label}</span>
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        />
      </div>
    </Modal>
  );
}
