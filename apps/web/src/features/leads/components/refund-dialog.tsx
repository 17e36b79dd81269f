import { leadMessages, leadTexts, REFUND_REASON_MAX } from '@homebid/contracts/leads';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface RefundDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  isSubmitting?: boolean;
}

/** The refund reason (spec §4, §5): free text, bounded by REFUND_REASON_MAX. */
export function RefundDialog({ isOpen, onClose, onSubmit, isSubmitting }: RefundDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(leadMessages.refundReasonEmpty);
    if (text.length > REFUND_REASON_MAX) return setError(leadMessages.refundReasonTooLong);
    onSubmit(text);
  };

  return (
    <Modal isOpen={isOpen} onClose={() => !isSubmitting && onClose()} title={leadTexts.requestRefund}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-slate-700">
            {leadTexts.refundReasonLabel}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={4}
            value={reason}
            maxLength={REFUND_REASON_MAX}
            disabled={isSubmitting}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            className={`block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-500' : 'border-slate-300'}`}
          />
          <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-500">
            {reason.length} / {REFUND_REASON_MAX}
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {leadTexts.requestRefund}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
