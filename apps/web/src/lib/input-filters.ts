import type { ChangeEvent } from 'react';

/** Spec §5: only letters, spaces and hyphens survive typing in the name. */
export const stripNameCharacters = (value: string) => value.replace(/[^A-Za-z\s-]/g, '');
/** Spec §5: the mobile number input keeps digits only, at most 10. */
export const keepMobileDigits = (value: string) => value.replace(/\D/g, '').slice(0, 10);
/** Spec §5: zip codes are typed as digits only and truncated to 5. */
export const keepZipDigits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** Rewrites the typed value before the change handler (react-hook-form's, say) reads it. */
export function filtered<T>(onChange: (event: ChangeEvent<HTMLInputElement>) => T, clean: (value: string) => string) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const cleaned = clean(event.target.value);
    if (cleaned !== event.target.value) event.target.value = cleaned;
    return onChange(event);
  };
}
