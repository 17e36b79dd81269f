import type { TServiceType } from '@homebid/contracts/reference';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { DraftService } from '../hooks/hire-draft';
import { hireTexts as t } from '../texts';

export interface ServiceComboboxProps {
  services: readonly TServiceType[];
  value: DraftService | null;
  onChange: (service: DraftService | null) => void;
  error?: string;
}

/** Every sub-type with its type, in the catalogue's order. */
function optionsOf(services: readonly TServiceType[]): DraftService[] {
  return services.flatMap((type) =>
    type.project_sub_types.map((sub) => ({
      project_type_id: type.id,
      project_sub_type_id: sub.id,
      type_title: type.title,
      sub_type_name: sub.name,
    })),
  );
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The options whose sub-type or type name holds every word of the search. */
export function matchServices(options: readonly DraftService[], search: string): DraftService[] {
  const words = normalise(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const text = normalise(`${option.sub_type_name} ${option.type_title}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * The service picker of /hire: one search over every sub-type with its type (WAI-ARIA combobox
 * with a list box): typing filters, arrow keys move, Enter picks, Escape closes; a mouse or a tap
 * picks too. The list groups the matches by service type.
 */
export function ServiceCombobox({ services, value, onChange, error }: ServiceComboboxProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const options = useMemo(() => optionsOf(services), [services]);
  const [search, setSearch] = useState(value?.sub_type_name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  // The option the arrow keys reached (-1: none yet, the input alone).
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = useMemo(
    // The chosen service's own name shows every option again when the list opens.
    () => (value && search === value.sub_type_name ? options : matchServices(options, search)),
    [options, search, value],
  );
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const pick = (option: DraftService) => {
    onChange(option);
    setSearch(option.sub_type_name);
    setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        setActive(0);
        return;
      }
      setActive((index) => {
        if (!matches.length) return -1;
        if (event.key === 'ArrowDown') return (index + 1) % matches.length;
        return index <= 0 ? matches.length - 1 : index - 1;
      });
    } else if (event.key === 'Enter') {
      const option = active >= 0 ? matches[active] : undefined;
      if (isOpen && option) {
        event.preventDefault();
        pick(option);
      }
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        setIsOpen(false);
      }
    }
  };

  // The matches grouped by service type, each option keeping its place in the flat list.
  const groups: Array<{ typeId: number; title: string; rows: Array<{ option: DraftService; index: number }> }> = [];
  matches.forEach((option, index) => {
    const last = groups.at(-1);
    if (last?.typeId === option.project_type_id) last.rows.push({ option, index });
    else groups.push({ typeId: option.project_type_id, title: option.type_title, rows: [{ option, index }] });
  });
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const activeOption = isOpen && active >= 0 && matches[active] ? optionId(active) : undefined;

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {t.serviceLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t.servicePlaceholder}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setIsOpen(true);
          setActive(-1);
          if (value && event.target.value !== value.sub_type_name) onChange(null);
        }}
        onFocus={() => setIsOpen(true)}
        onClick={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {value ? t.serviceChosen(value.sub_type_name, value.type_title) : t.serviceHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {isOpen && matches.length === 0 && (
        <p role="status" className="mt-1 text-sm text-slate-700">
          {t.serviceNoMatch}
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={t.serviceLabel}
        hidden={!isOpen || matches.length === 0}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a list box groups its options with role="group" (WAI-ARIA combobox pattern)
          <div key={group.typeId} role="group" aria-labelledby={`${baseId}-group-${group.typeId}`}>
            <div
              id={`${baseId}-group-${group.typeId}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group.title}
            </div>
            {group.rows.map(({ option, index }) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the combobox input (aria-activedescendant), which handles the keys
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for the options
              <div
                key={option.project_sub_type_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input: the blur would close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseMove={() => setActive(index)}
                className={`flex min-h-11 cursor-pointer items-center px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
              >
                {option.sub_type_name}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
