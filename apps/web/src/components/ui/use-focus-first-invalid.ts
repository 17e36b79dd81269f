import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What counts as an invalid field: an input marked aria-invalid, or the first input of a group
 * marked data-invalid (the services picker, whose checkboxes are not invalid one by one).
 */
const INVALID_FIELD = '[aria-invalid="true"], [data-invalid="true"] input';

/**
 * After a refused submit, focus goes to the first invalid field in page order (whatever marks it:
 * the schema, a service-area row, an unknown zip code, a server answer). Put `ref` on the form and
 * call `focusFirstInvalid()` where the submit is refused: the focus moves once the errors are drawn.
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
