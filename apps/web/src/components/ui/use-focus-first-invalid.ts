import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What counts as an invalid field: an input marked aria-invalid, or the first input of a group
 * marked data-invalid (the services picker, whose checkboxes are not invalid one by one).
 */
const INVALID_FIELD = '[aria-invalid="true"], [data-invalid="true"] input';

/**
 * After a refused submit, focus goes to the first invalid field in page order. react-hook-form does
 * that for its own fields (shouldFocusError); this is for what it does not see: service-area rows,
 * an unknown zip code, the services picker, a server answer put on a field. Put `ref` on the form
 * and call `focusFirstInvalid()` in the same update that marks the field: the focus moves once the
 * marks are drawn.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>(INVALID_FIELD)?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
