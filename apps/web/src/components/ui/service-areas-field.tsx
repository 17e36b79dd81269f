import { validationMessages } from '@homebid/contracts/messages';
import { MAX_SERVICE_RADIUS_MILES, serviceAreaTexts, ZServiceAreaInput } from '@homebid/contracts/service-areas';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { locationsQueryOptions, useZipCity } from '@/api/get-locations';
import { keepZipDigits } from '@/lib/input-filters';
import { Button } from './button';
import { TextField } from './text-field';

/** A service-area row as typed: both values are text until sent. */
export interface ServiceAreaRow {
  zipcode: string;
  radius: string;
}

export const BLANK_AREA: ServiceAreaRow = { zipcode: '', radius: '' };

/** The row's problems by field, with the spec §5 messages of the shared schema. */
export function areaErrors(row: ServiceAreaRow): Partial<Record<keyof ServiceAreaRow, string>> {
  const result = ZServiceAreaInput.safeParse(row);
  if (result.success) return {};
  const errors: Partial<Record<keyof ServiceAreaRow, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'zipcode' || key === 'radius') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Spec §5: a row is valid with a 5-digit zip code and above 0 to 90 miles; only valid rows are sent. */
export const isValidArea = (row: ServiceAreaRow) => ZServiceAreaInput.safeParse(row).success;

const isCompleteZip = (zipcode: string) => /^\d{5}$/.test(zipcode);

/**
 * The complete zip codes among `zipcodes` that the location list does not know (looked up and not
 * found). The server refuses such a service area; a form checks this before sending, and the rows
 * mark the field. A lookup still running or failed counts as known: the server decides then.
 */
export function useUnknownZipcodes(zipcodes: readonly string[]): ReadonlySet<string> {
  const complete = [...new Set(zipcodes.filter(isCompleteZip))];
  return useQueries({
    queries: complete.map((zipcode) => locationsQueryOptions(zipcode)),
    combine: (results) =>
      new Set(
        complete.filter((zipcode, i) => {
          const cities = results[i]?.data;
          return cities !== undefined && !cities.some((city) => city.zipcode === zipcode);
        }),
      ),
  });
}

export interface ServiceAreasFieldProps {
  rows: ServiceAreaRow[];
  onChange: (rows: ServiceAreaRow[]) => void;
  /** Set after a submit: every row shows its problems. */
  isSubmitted: boolean;
  /** 'At least one valid zipcode and miles entry is required', when no row is valid at submit. */
  error?: string;
  /** The group's visible title and help text (the profile shows its own section heading instead). */
  legend?: string;
  description?: string;
}

/**
 * Service areas by zip code and radius (spec §5), for registration and the profile: a new blank
 * row only after the last row is valid, rows removable while more than one remains, zip codes
 * truncated to 5 digits, each complete zip code shows its city.
 */
export function ServiceAreasField({ rows, onChange, isSubmitted, error, legend, description }: ServiceAreasFieldProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [addError, setAddError] = useState<string | null>(null);
  const errorId = useId();
  const unknownZipcodes = useUnknownZipcodes(rows.map((row) => row.zipcode));

  const touch = (index: number, field: keyof ServiceAreaRow) =>
    setTouched((current) => new Set(current).add(`${index}:${field}`));
  const isShown = (index: number, field: keyof ServiceAreaRow) => isSubmitted || touched.has(`${index}:${field}`);

  const setRow = (index: number, change: Partial<ServiceAreaRow>) => {
    setAddError(null);
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };

  const addRow = () => {
    const last = rows.at(-1);
    if (last && !isValidArea(last)) {
      setAddError(validationMessages.areaRowIncomplete);
      touch(rows.length - 1, 'zipcode');
      touch(rows.length - 1, 'radius');
      return;
    }
    setAddError(null);
    onChange([...rows, BLANK_AREA]);
  };

  const removeRow = (index: number) => {
    if (rows.length <= 1) return;
    setAddError(null);
    setTouched(new Set());
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      {legend && <legend className="text-sm font-semibold text-slate-800">{legend}</legend>}
      {description && <p className="text-sm text-slate-600">{description}</p>}
      <ul className="space-y-3">
        {rows.map((row, index) => {
          const errors = areaErrors(row);
          const zipError = isShown(index, 'zipcode') ? errors.zipcode : undefined;
          const isUnknown = unknownZipcodes.has(row.zipcode);
          return (
            // Rows have no identity beyond their position; removing one renumbers the rest.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="rounded-xl border border-slate-200 p-3">
              <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                <TextField
                  label={`Area ${index + 1} zip code`}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={5}
                  value={row.zipcode}
                  onChange={(event) => setRow(index, { zipcode: keepZipDigits(event.target.value) })}
                  onBlur={() => touch(index, 'zipcode')}
                  error={zipError ?? (isUnknown ? serviceAreaTexts.unknownZip : undefined)}
                />
                <TextField
                  label={`Area ${index + 1} miles`}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={MAX_SERVICE_RADIUS_MILES}
                  value={row.radius}
                  onChange={(event) => setRow(index, { radius: event.target.value })}
                  onBlur={() => touch(index, 'radius')}
                  error={isShown(index, 'radius') ? errors.radius : undefined}
                />
                {rows.length > 1 ? (
                  <button
                    type="button"
                    onClick={() => removeRow(index)}
                    aria-label={`Remove area ${index + 1}`}
                    className="mt-6 min-h-11 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    Remove
                  </button>
                ) : (
                  <span className="w-0" />
                )}
              </div>
              {!isUnknown && <AreaCity zipcode={row.zipcode} />}
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" onClick={addRow}>
        Add another area
      </Button>
      {addError && (
        <p role="alert" className="text-sm text-red-600">
          {addError}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The city of a complete zip code (an unknown one is marked on the field instead). */
export function AreaCity({ zipcode }: { zipcode: string }) {
  const city = useZipCity(zipcode);
  if (!isCompleteZip(zipcode) || (city.isSuccess && !city.data)) return null;
  let text: string;
  if (city.isPending) text = serviceAreaTexts.lookingUpCity;
  else if (city.data) text = `${city.data.city}, ${city.data.state_short}`;
  else text = serviceAreaTexts.cityLookupFailed;
  return (
    <p className="mt-2 text-sm text-slate-600" aria-live="polite">
      {text}
    </p>
  );
}
