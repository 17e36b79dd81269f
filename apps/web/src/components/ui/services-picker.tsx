import type { TServiceType } from '@homebid/contracts/reference';
import { useId } from 'react';

export interface ServicesSelection {
  project_type_ids: number[];
  project_sub_type_ids: number[];
}

export interface ServicesPickerProps {
  services: readonly TServiceType[];
  value: ServicesSelection;
  onChange: (value: ServicesSelection) => void;
  /** The validation message (registration: 'Select any services'; profile: 'Select services'). */
  error?: string;
  /** Accessible name of the whole picker. */
  label?: string;
}

const toggle = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

/**
 * The services picker (spec §4 'Service selection'): ticking a service type shows its services all
 * ticked, for the provider to untick what they do not offer (the spec cleared the choice instead,
 * which left new providers with nothing selected); unticking a type drops its services; choosing a
 * service toggles it; Select All chooses every type and every service. Shared by registration and
 * the profile.
 */
export function ServicesPicker({ services, value, onChange, error, label = 'Services' }: ServicesPickerProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const allSubTypeIds = services.flatMap((type) => type.project_sub_types.map((sub) => sub.id));
  const selectedTypes = services.filter((type) => value.project_type_ids.includes(type.id));
  const isAllSelected =
    allSubTypeIds.length > 0 && allSubTypeIds.every((id) => value.project_sub_type_ids.includes(id));

  const chooseType = (type: TServiceType) => {
    const ownIds = type.project_sub_types.map((sub) => sub.id);
    if (value.project_type_ids.includes(type.id)) {
      onChange({
        project_type_ids: value.project_type_ids.filter((id) => id !== type.id),
        project_sub_type_ids: value.project_sub_type_ids.filter((id) => !ownIds.includes(id)),
      });
    } else {
      onChange({
        project_type_ids: [...value.project_type_ids, type.id],
        project_sub_type_ids: [...new Set([...value.project_sub_type_ids, ...ownIds])],
      });
    }
  };
  const chooseSubType = (subTypeId: number) =>
    onChange({ ...value, project_sub_type_ids: toggle(value.project_sub_type_ids, subTypeId) });
  const selectAll = () =>
    onChange({ project_type_ids: services.map((type) => type.id), project_sub_type_ids: allSubTypeIds });

  if (services.length === 0) {
    return <p className="text-sm text-slate-600">No services are available right now.</p>;
  }

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
      className="space-y-5"
    >
      <legend className="sr-only">{label}</legend>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={selectAll}
          aria-pressed={isAllSelected}
          className="min-h-11 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          Select All
        </button>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Service types</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {services.map((type) => {
            const isChosen = value.project_type_ids.includes(type.id);
            return (
              <label
                key={type.id}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${isChosen ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:border-brand-500'}`}
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={isChosen}
                  onChange={() => chooseType(type)}
                />
                {type.title}
              </label>
            );
          })}
        </div>
      </fieldset>

      {selectedTypes.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
          Choose a service type to see its services, or press Select All.
        </p>
      ) : (
        selectedTypes.map((type) => (
          <fieldset key={type.id} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">{type.title}</legend>
            {type.project_sub_types.length === 0 ? (
              <p className="text-sm text-slate-600">No services listed under this type yet.</p>
            ) : (
              <div className="grid gap-1 sm:grid-cols-2">
                {type.project_sub_types.map((sub) => (
                  <label
                    key={sub.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-700"
                      checked={value.project_sub_type_ids.includes(sub.id)}
                      onChange={() => chooseSubType(sub.id)}
                    />
                    <span className="text-sm text-slate-700">{sub.name}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        ))
      )}

      <p className="text-sm text-slate-600" aria-live="polite">
        {value.project_sub_type_ids.length === 1
          ? '1 service selected'
          : `${value.project_sub_type_ids.length} services selected`}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
