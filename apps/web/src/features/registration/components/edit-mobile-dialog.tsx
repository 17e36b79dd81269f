import { accountMessages, ZUpdateMobileWithoutLoginRequest } from '@homebid/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MobileNumberField } from '@/components/ui/mobile-number-field';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useUpdateMobileWithoutLogin } from '../api/update-mobile-without-login';
import { type PendingVerification, updateRegistrationDraft, useRegistrationDraft } from '../hooks/registration-draft';

const ZMobileOnly = ZUpdateMobileWithoutLoginRequest.pick({ mobile_number: true });

export interface EditMobileDialogProps {
  isOpen: boolean;
  onClose: () => void;
  pending: PendingVerification;
  /** Called after the number changed (a new code was sent to it). */
  onUpdated: (mobileNumber: string) => void;
}

/** Spec §2 step 2: 'Edit mobile number' corrects the number being verified, before login. */
export function EditMobileDialog({ isOpen, onClose, pending, onUpdated }: EditMobileDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Edit mobile number">
      <EditMobileForm pending={pending} onClose={onClose} onUpdated={onUpdated} />
    </Modal>
  );
}

function EditMobileForm({ pending, onClose, onUpdated }: Omit<EditMobileDialogProps, 'isOpen'>) {
  const draft = useRegistrationDraft();
  const update = useUpdateMobileWithoutLogin();
  const form = useForm({ resolver: zodResolver(ZMobileOnly), defaultValues: { mobile_number: pending.mobile_number } });

  const onSubmit = form.handleSubmit(({ mobile_number }) => {
    update.mutate(
      { user_id: pending.user_id, confirmation_token: pending.confirmation_token, mobile_number },
      {
        onSuccess: (message) => {
          updateRegistrationDraft({
            pending: { ...pending, mobile_number },
            personal: draft.personal ? { ...draft.personal, mobile_number } : undefined,
          });
          notify.success(message);
          onUpdated(mobile_number);
          onClose();
        },
      },
    );
  });

  // Spec §7: failure shows the answer's message, or 'Failed to update mobile number'.
  const failure = update.error ? answerMessageOr(update.error, accountMessages.mobileUpdateFailed) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <MobileNumberField
        label="New mobile number"
        autoFocus
        error={form.formState.errors.mobile_number?.message}
        {...form.register('mobile_number')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          Update
        </Button>
      </div>
    </form>
  );
}
