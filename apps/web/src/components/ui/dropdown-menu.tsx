import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DropdownMenuProps {
  /** Accessible name of the menu, and of the trigger button unless `nameFromTrigger`. */
  label: string;
  /**
   * The trigger's own content names the button (it shows text, which the name must contain, WCAG
   * 2.5.3): put the label in it as visually hidden text instead of an aria-label.
   */
  nameFromTrigger?: boolean;
  trigger: ReactNode;
  /** Render the items; call `close` after an action. */
  children: (close: () => void) => ReactNode;
  align?: 'left' | 'right';
}

/** A menu button: Enter/Space/ArrowDown open it, arrows move, Escape and outside clicks close it. */
export function DropdownMenu({ label, nameFromTrigger, trigger, children, align = 'right' }: DropdownMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else if (event.key === 'Home') items[0]?.focus();
    else if (event.key === 'End') items.at(-1)?.focus();
    else if (event.key === 'Tab') setIsOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={nameFromTrigger ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
        className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-slate-100"
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={`absolute z-40 mt-2 w-60 rounded-xl border border-slate-200 bg-white py-2 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

export const menuItemClass =
  'block w-full px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none';
