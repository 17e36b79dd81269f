import { ZEmailUpdateConfirm, ZEmailUpdateRequest } from '@homebid/contracts/accounts';
import { EmailField } from '@/components/ui/email-field';
import { useConfirmEmailUpdate } from '../api/confirm-email-update';
import { useRequestEmailUpdate } from '../api/request-email-update';
import { ContactChangeDialog, RESEND_TEXTS } from './contact-change-dialog';

export interface ChangeEmailDialogProps {
  isOpen: boolean;
  onClose: () => void;
  currentEmail: string;
  /** Called with the new address once it is confirmed (the profile refreshes its data). */
  onChanged?: (email: string) => void;
}

/** Spec §4 'E-mail change': step 1 the new address and Verify (sends a code), step 2 the code with Resend. */
export function ChangeEmailDialog({ isOpen, onClose, currentEmail, onChanged }: ChangeEmailDialogProps) {
  return (
    <ContactChangeDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Change email"
      name="email"
      currentLabel="Current email"
      currentValue={currentEmail}
      Field={EmailField}
      fieldLabel="New email"
      addressSchema={ZEmailUpdateRequest.shape.email}
      otpSchema={ZEmailUpdateConfirm.shape.otp}
      editLabel="Edit email address"
      useRequestCode={useRequestEmailUpdate}
      useConfirmCode={useConfirmEmailUpdate}
      resend={RESEND_TEXTS}
      onChanged={onChanged}
    />
  );
}
