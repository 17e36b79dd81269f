import { forwardRef } from 'react';
import { filtered, stripNameCharacters } from '@/lib/input-filters';
import { TextField, type TextFieldProps } from './text-field';

/** A person's name: only letters, spaces and hyphens survive typing (spec §5). */
export const PersonNameField = forwardRef<HTMLInputElement, TextFieldProps>(function PersonNameField(
  { onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      autoComplete="name"
      {...rest}
      onChange={filtered((event) => onChange?.(event), stripNameCharacters)}
    />
  );
});
