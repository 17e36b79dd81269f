import { SERVICE_PREVIEW_COUNT } from '@homebid/contracts/profile';
import type { TServiceType } from '@homebid/contracts/reference';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ServicesPicker, type ServicesSelection } from '@/components/ui/services-picker';

export interface ServicesFieldProps {
  catalogue: readonly TServiceType[];
  value: ServicesSelection;
  onChange: (value: ServicesSelection) => void;
  isEditing: boolean;
  /** 'Select services' (spec §5) after a save attempt with none. */
  error?: string;
}

/** The chosen services' names, in catalogue order. */
export function serviceNames(catalogue: readonly TServiceType[], subTypeIds: readonly number[]): string[] {
  const chosen = new Set(subTypeIds);
  return catalogue.flatMap((type) => type.project_sub_types.filter((sub) => chosen.has(sub.id)).map((sub) => sub.name));
}

/** Spec §2 Profile: the first 15 services as a preview, and the services picker in a modal. */
export function ServicesField({ catalogue, value, onChange, isEditing, error }: ServicesFieldProps) {
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const errorId = useId();
  const names = serviceNames(catalogue, value.project_sub_type_ids);
  const preview = names.slice(0, SERVICE_PREVIEW_COUNT);
  const more = names.length - preview.length;

  return (
    <div className="space-y-3" aria-describedby={error ? errorId : undefined}>
      {names.length === 0 ? (
        <p className="text-sm text-slate-600">No services chosen yet.</p>
      ) : (
        <ul aria-label="Your services" className="flex flex-wrap gap-2">
          {preview.map((name) => (
            <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {name}
            </li>
          ))}
          {more > 0 && <li className="px-1 py-1 text-sm text-slate-600">+{more} more</li>}
        </ul>
      )}
      {isEditing && (
        <Button variant="secondary" onClick={() => setIsPickerOpen(true)}>
          Choose services
        </Button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Modal
        isOpen={isPickerOpen}
        onClose={() => setIsPickerOpen(false)}
        title="Choose your services"
        className="max-w-3xl"
      >
        <div className="max-h-[65vh] overflow-y-auto pr-1">
          <ServicesPicker services={catalogue} value={value} onChange={onChange} label="Your services" />
        </div>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setIsPickerOpen(false)}>Done</Button>
        </div>
      </Modal>
    </div>
  );
}
