import { accountMessages, ZMobileUpdateConfirm, ZMobileUpdateRequest } from '@homebid/contracts/accounts';
import { MobileNumberField } from '@/components/ui/mobile-number-field';
import { answerMessageOr } from '@/lib/api-client';
import { useConfirmMobileUpdate } from '../api/confirm-mobile-update';
import { useRequestMobileUpdate } from '../api/request-mobile-update';
import { ContactChangeDialog } from './contact-change-dialog';

export interface ChangeMobileDialogProps {
  isOpen: boolean;
  onClose: () => void;
  currentMobile: string;
  /** Called with the new number once it is confirmed (the profile refreshes its data). */
  onChanged?: (mobileNumber: string) => void;
}

// Spec §8: a resend shows 'OTP sent successfully', or the server's text / 'Failed to resend OTP'.
const RESEND_TEXTS = {
  successText: accountMessages.otpSent,
  errorText: (error: Error) => answerMessageOr(error, accountMessages.resendFailed),
};

/** Spec §4 'Mobile change': step 1 the number and Verify, step 2 the code with Resend. */
export function ChangeMobileDialog({ isOpen, onClose, currentMobile, onChanged }: ChangeMobileDialogProps) {
  return (
    <ContactChangeDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Change mobile number"
      name="mobile_number"
      currentLabel="Current mobile number"
      currentValue={currentMobile}
      Field={MobileNumberField}
      fieldLabel="New mobile number"
      addressSchema={ZMobileUpdateRequest.shape.mobile_number}
      otpSchema={ZMobileUpdateConfirm.shape.otp}
      editLabel="Edit mobile number"
      useRequestCode={useRequestMobileUpdate}
      useConfirmCode={useConfirmMobileUpdate}
      resend={RESEND_TEXTS}
      onChanged={onChanged}
    />
  );
}
