import { ZZipcode } from '@homebid/contracts/common';
import { projectMessages } from '@homebid/contracts/projects';
import { serviceAreaTexts } from '@homebid/contracts/service-areas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useZipCity } from '@/api/get-locations';
import { useServiceList } from '@/api/get-service-list';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { keepZipDigits } from '@/lib/input-filters';
import { chooseHireService, type DraftService, useHireDraft } from '../hooks/hire-draft';
import { hireTexts as t } from '../texts';
import { ServiceCombobox } from './service-combobox';

interface Errors {
  service?: string;
  zipcode?: string;
}

/** The city of a 5-digit zip code under the field, or the contract's text when it is unknown. */
function ZipCityHint({ zipcode }: { zipcode: string }) {
  const city = useZipCity(zipcode);
  if (!/^\d{5}$/.test(zipcode) || city.isPending || city.isError) return null;
  return city.data ? (
    <span className="font-medium text-slate-800">{t.zipCity(city.data.city, city.data.state_short)}</span>
  ) : (
    <span className="text-amber-800">{serviceAreaTexts.unknownZip}</span>
  );
}

/**
 * /hire: the service (searchable, every sub-type with its type) and the job's zip code, then
 * Continue to /hire/new with both (kept in the draft as well).
 */
export function StartForm({ onContinue }: { onContinue: (service: DraftService, zipcode: string) => void }) {
  const draft = useHireDraft();
  const services = useServiceList();
  const [service, setService] = useState<DraftService | null>(draft.service);
  const [zipcode, setZipcode] = useState(draft.zipcode);
  const [errors, setErrors] = useState<Errors>({});
  const zipCity = useZipCity(zipcode);
  const zipRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const zip = ZZipcode.safeParse(zipcode);
    const next: Errors = {
      service: service ? undefined : projectMessages.subTypeInvalid,
      zipcode: zip.success
        ? zipCity.isSuccess && zipCity.data === null
          ? serviceAreaTexts.unknownZip
          : undefined
        : zip.error.issues[0]?.message,
    };
    setErrors(next);
    if (next.service) {
      event.currentTarget.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
      return;
    }
    if (next.zipcode || !zip.success || !service) {
      zipRef.current?.focus();
      return;
    }
    chooseHireService(service, zip.data);
    onContinue(service, zip.data);
  };

  if (services.isPending) return <Spinner label={t.serviceLoading} />;
  if (services.isError) {
    return (
      <div className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <p role="alert" className="text-red-800">
          {t.serviceListFailed}
        </p>
        <Button variant="secondary" onClick={() => void services.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`} className="space-y-5">
      <h2 id={`${formId}-title`} className="sr-only">
        {t.startTitle}
      </h2>
      <ServiceCombobox
        services={services.data}
        value={service}
        onChange={(next) => {
          setService(next);
          if (next) setErrors((current) => ({ ...current, service: undefined }));
        }}
        error={errors.service}
      />
      <TextField
        ref={zipRef}
        label={t.zipLabel}
        name="zipcode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={zipcode}
        onChange={(event) => {
          setZipcode(keepZipDigits(event.target.value));
          setErrors((current) => ({ ...current, zipcode: undefined }));
        }}
        hint={/^\d{5}$/.test(zipcode) ? <ZipCityHint zipcode={zipcode} /> : undefined}
        error={errors.zipcode}
        className="max-w-xs"
      />
      <Button type="submit" className="w-full sm:w-auto">
        {t.continue}
      </Button>
    </form>
  );
}
