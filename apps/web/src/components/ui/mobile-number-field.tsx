import { forwardRef } from 'react';
import { filtered, keepMobileDigits } from '@/lib/input-filters';
import { TextField, type TextFieldProps } from './text-field';

/** A 10-digit US number as the registration shows it, "(212) 555-0199"; anything else as it is. */
export function formatMobileNumber(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `(${mobile.slice(0, 3)}) ${mobile.slice(3, 6)}-${mobile.slice(6)}` : mobile;
}

/** A US mobile number: digits only, at most 10, as typed (spec §5). */
export const MobileNumberField = forwardRef<HTMLInputElement, TextFieldProps>(function MobileNumberField(
  { onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={10}
      {...rest}
      onChange={filtered((event) => onChange?.(event), keepMobileDigits)}
    />
  );
});
