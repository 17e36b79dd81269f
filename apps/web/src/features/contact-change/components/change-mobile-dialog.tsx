import { ZMobileUpdateConfirm, ZMobileUpdateRequest } from '@homebid/contracts/accounts';
import { MobileNumberField } from '@/components/ui/mobile-number-field';
import { useConfirmMobileUpdate } from '../api/confirm-mobile-update';
import { useRequestMobileUpdate } from '../api/request-mobile-update';
import { ContactChangeDialog, RESEND_TEXTS } from './contact-change-dialog';

export interface ChangeMobileDialogProps {
  isOpen: boolean;
  onClose: () => void;
  currentMobile: string;
  /** Called with the new number once it is confirmed (the profile refreshes its data). */
  onChanged?: (mobileNumber: string) => void;
}

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
