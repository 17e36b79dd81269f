import { COMPANY_TYPES, type TBusinessDraftSaved, ZBusinessInfo } from '@homebid/contracts/accounts';
import { validationMessages } from '@homebid/contracts/messages';
import { serviceAreaTexts } from '@homebid/contracts/service-areas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { BLANK_AREA, isValidArea, ServiceAreasField, useUnknownZipcodes } from '@/components/ui/service-areas-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { filtered, keepZipDigits } from '@/lib/input-filters';
import { useBusinessDraft } from '../api/get-business-draft';
import { useSaveBusinessDraft } from '../api/save-business-draft';
import {
  type BusinessDraft,
  type ServiceAreaDraft,
  updateRegistrationDraft,
  useRegistrationDraft,
} from '../hooks/registration-draft';
import { registrationTexts } from '../texts';
import { FormError } from './form-error';

const ZBusinessStep = ZBusinessInfo.pick({
  company_name: true,
  company_type: true,
  street_address: true,
  zipcode: true,
  years_of_business: true,
});

/** Step 3 as the server keeps it, in the form's own terms. */
function fromServer(business: NonNullable<TBusinessDraftSaved['business']>): BusinessDraft {
  return {
    company_name: business.company_name,
    company_type: String(business.company_type),
    street_address: business.street_address,
    zipcode: business.zipcode,
    years_of_business: String(business.years_of_business),
    areas: business.provider_locations_attributes.map((area) => ({
      zipcode: area.zipcode,
      radius: String(area.radius),
    })),
  };
}

/**
 * Step 3: business details and service areas. Next keeps them on the server (and here) before step
 * 4, which sends them with the services; a registration resumed where nothing was typed (another
 * device, after signing out) starts from what the server kept.
 */
export function BusinessStep() {
  const local = useRegistrationDraft().business;
  const server = useBusinessDraft({ enabled: !local });
  if (!local && server.isPending) return <Spinner label={registrationTexts.loadingBusiness} />;
  return <BusinessForm saved={local ?? (server.data ? fromServer(server.data) : undefined)} />;
}

function BusinessForm({ saved }: { saved: BusinessDraft | undefined }) {
  const saveDraft = useSaveBusinessDraft();
  // The first service area starts at the business zip code (it follows it while typed, below).
  const [areas, setAreas] = useState<ServiceAreaDraft[]>(() =>
    (saved?.areas?.length ? saved.areas : [BLANK_AREA]).map((area, index) =>
      index === 0 && !area.zipcode && saved?.zipcode ? { ...area, zipcode: saved.zipcode } : area,
    ),
  );
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const form = useForm({
    resolver: zodResolver(ZBusinessStep),
    defaultValues: {
      company_name: saved?.company_name ?? '',
      company_type: saved?.company_type ?? '0',
      street_address: saved?.street_address ?? '',
      zipcode: saved?.zipcode ?? '',
      years_of_business: saved?.years_of_business ?? '',
    },
  });
  const { errors } = form.formState;

  // Everything typed here is kept, so a reload finds it again.
  useEffect(() => {
    const subscription = form.watch((values) => {
      updateRegistrationDraft({ business: { ...toDraft(values), areas } });
    });
    return () => subscription.unsubscribe();
  }, [form, areas]);

  const onAreasChange = (rows: ServiceAreaDraft[]) => {
    setAreas(rows);
    updateRegistrationDraft({ business: { ...toDraft(form.getValues()), areas: rows } });
  };

  const hasValidArea = areas.some(isValidArea);
  const businessZip = form.watch('zipcode');
  // Zip codes the location list does not know are marked on their field and not sent.
  const unknownZipcodes = useUnknownZipcodes([businessZip, ...areas.map((area) => area.zipcode)]);
  const hasUnknownZip =
    unknownZipcodes.has(businessZip) || areas.some((area) => isValidArea(area) && unknownZipcodes.has(area.zipcode));

  const onSubmit = form.handleSubmit(
    async (values) => {
      setIsSubmitted(true);
      if (!hasValidArea || hasUnknownZip) {
        focusFirstInvalid();
        return;
      }
      try {
        await saveDraft.mutateAsync({
          ...values,
          provider_locations_attributes: areas
            .filter(isValidArea)
            .map((area) => ({ zipcode: area.zipcode.trim(), radius: Number(area.radius) })),
        });
      } catch {
        return;
      }
      // Spec §4: storing the business data moves to step 4.
      updateRegistrationDraft({ step: 4, business: { ...toDraft(form.getValues()), areas } });
    },
    // react-hook-form focuses its first invalid field (they come before the service areas).
    () => setIsSubmitted(true),
  );

  const zipField = form.register('zipcode');
  // The business zip code is usually where the provider works from: the first service area
  // follows it until the provider types another zip code there.
  const onZipChange = (event: ChangeEvent<HTMLInputElement>) => {
    const before = form.getValues('zipcode');
    const result = zipField.onChange(event);
    const after = event.target.value;
    const first = areas[0];
    if (first && (first.zipcode === '' || first.zipcode === before) && first.zipcode !== after) {
      onAreasChange(areas.map((area, index) => (index === 0 ? { ...area, zipcode: after } : area)));
    }
    return result;
  };
  const zipError =
    errors.zipcode?.message ?? (unknownZipcodes.has(businessZip) ? serviceAreaTexts.unknownZip : undefined);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="registration-step-title">
      <h2 id="registration-step-title" className="text-xl font-semibold">
        Business details
      </h2>
      <TextField
        label="Company Name"
        autoComplete="organization"
        error={errors.company_name?.message}
        {...form.register('company_name')}
      />
      <SelectField label="Company Type" error={errors.company_type?.message} {...form.register('company_type')}>
        <option value="0">Select company type</option>
        {COMPANY_TYPES.map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Business Address"
        autoComplete="street-address"
        error={errors.street_address?.message}
        {...form.register('street_address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={zipError}
          {...zipField}
          onChange={filtered(onZipChange, keepZipDigits)}
        />
        <TextField
          label="Years of Business"
          type="number"
          inputMode="numeric"
          min={0}
          max={150}
          error={errors.years_of_business?.message}
          {...form.register('years_of_business')}
        />
      </div>
      <ServiceAreasField
        rows={areas}
        onChange={onAreasChange}
        isSubmitted={isSubmitted}
        error={isSubmitted && !hasValidArea ? validationMessages.areaNoneValid : undefined}
        legend="Service areas"
        description="The zip codes you work from and how far you travel (up to 90 miles)."
      />
      <Button type="submit" className="w-full" isLoading={saveDraft.isPending}>
        Next
      </Button>
      {saveDraft.error && <FormError error={saveDraft.error} />}
    </form>
  );
}

function toDraft(values: Partial<Record<keyof Omit<BusinessDraft, 'areas'>, unknown>>): Omit<BusinessDraft, 'areas'> {
  const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
  return {
    company_name: text(values.company_name),
    company_type: text(values.company_type),
    street_address: text(values.street_address),
    zipcode: text(values.zipcode),
    years_of_business: text(values.years_of_business),
  };
}
