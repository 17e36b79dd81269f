import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';

export interface ModalProps {
  isOpen: boolean;
  /** Called by Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** Optional text under the title, tied to the dialog with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Hides the × button (a confirmation that must be answered by its own buttons). */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * Drives a native <dialog> from `isOpen`: showModal() makes the page inert and keeps focus inside;
 * Escape asks `onClose` (the parent owns isOpen); focus returns to where it was when it closes,
 * also when the dialog is unmounted while open (a route change). `focusOnOpen` picks the first
 * focused element once it is shown.
 */
export function useModalDialog(
  isOpen: boolean,
  onClose: () => void,
  focusOnOpen?: (dialog: HTMLDialogElement) => void,
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const focusOnOpenRef = useRef(focusOnOpen);
  focusOnOpenRef.current = focusOnOpen;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      focusOnOpenRef.current?.(dialog);
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  useEffect(
    () => () => {
      if (dialogRef.current?.open) returnFocusRef.current?.focus();
    },
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires 'cancel': the parent owns isOpen, so ask it to close instead of closing here.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onClosed = () => {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, []);

  return { dialogRef, requestClose: () => onCloseRef.current() };
}

// showModal focuses the first focusable element (often ×); a form starts at its first field.
const focusFirstField = (dialog: HTMLDialogElement) =>
  dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea')?.focus();

/**
 * A modal dialog on the native <dialog> with showModal(): the browser traps focus and makes the
 * page inert; the title labels it; Escape closes it; focus returns to where it was.
 */
export function Modal({ isOpen, onClose, title, description, children, hideCloseButton, className = '' }: ModalProps) {
  const { dialogRef, requestClose } = useModalDialog(isOpen, onClose, focusFirstField);
  const titleId = useId();
  const descriptionId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape closes through the dialog's cancel event.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === dialogRef.current) requestClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {isOpen && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {!hideCloseButton && (
              <button
                type="button"
                aria-label="Close"
                onClick={requestClose}
                className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100"
              >
                <CloseIcon />
              </button>
            )}
          </div>
          {description && (
            <div id={descriptionId} className="mt-2 text-sm text-slate-600">
              {description}
            </div>
          )}
          {children && <div className="mt-4">{children}</div>}
        </div>
      )}
    </dialog>
  );
}
