import { forwardRef } from 'react';
import { filtered, keepMobileDigits } from '@/lib/input-filters';
import { TextField, type TextFieldProps } from './text-field';

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
