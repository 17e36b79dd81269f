import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** An e-mail address input: the e-mail keyboard on phones, the browser's saved addresses offered. */
export const EmailField = forwardRef<HTMLInputElement, TextFieldProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" inputMode="email" {...props} />;
});
