import { type TBusinessInfo, ZBusinessInfo } from '@homebid/contracts/accounts';
import type { TServiceType } from '@homebid/contracts/reference';
import { type FormEvent, useState } from 'react';
import { useServiceList } from '@/api/get-service-list';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { isValidArea } from '@/components/ui/service-areas-field';
import { ServicesPicker, type ServicesSelection } from '@/components/ui/services-picker';
import { Spinner } from '@/components/ui/spinner';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useSubmitBusinessInfo } from '../api/submit-business-info';
import { type BusinessDraft, updateRegistrationDraft, useRegistrationDraft } from '../hooks/registration-draft';
import { FormError } from './form-error';

const NO_SERVICES: ServicesSelection = { project_type_ids: [], project_sub_type_ids: [] };

/** Step 4: the services picker; Next posts business-info (step 3's data and these services). */
export function ServicesStep({ business }: { business: BusinessDraft }) {
  const draft = useRegistrationDraft();
  const services = useServiceList();
  const submit = useSubmitBusinessInfo();
  // 'Select any services' shows after a Next with none, until the choice changes.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const selection = draft.services ?? NO_SERVICES;

  const servicesCheck = ZBusinessInfo.shape.project_sub_type_ids.safeParse(selection.project_sub_type_ids);
  const servicesError = isSubmitted && !servicesCheck.success ? servicesCheck.error.issues[0]?.message : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!servicesCheck.success) {
      focusFirstInvalid();
      return;
    }
    submit.mutate(businessInfoOf(business, selection, services.data ?? []), {
      // Spec §4: the business post moves to step 5.
      onSuccess: () => updateRegistrationDraft({ step: 5 }),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="registration-step-title">
      <h2 id="registration-step-title" className="text-xl font-semibold">
        Services you offer
      </h2>
      {services.isPending ? (
        <Spinner label="Loading services…" />
      ) : services.isError ? (
        <LoadFailure tone="inline" message={services.error.message} onRetry={() => void services.refetch()} />
      ) : (
        <ServicesPicker
          services={services.data}
          value={selection}
          onChange={(value) => {
            setIsSubmitted(false);
            updateRegistrationDraft({ services: value });
          }}
          error={servicesError}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => updateRegistrationDraft({ step: 3 })}>
          Back
        </Button>
        <Button type="submit" isLoading={submit.isPending} disabled={!services.isSuccess}>
          Next
        </Button>
      </div>
      <FormError error={submit.error} />
    </form>
  );
}

/** The business-info request: only valid service areas; every type that has a chosen service. */
function businessInfoOf(
  business: BusinessDraft,
  selection: ServicesSelection,
  services: TServiceType[],
): TBusinessInfo {
  const typeIds = new Set(selection.project_type_ids);
  for (const type of services) {
    if (type.project_sub_types.some((sub) => selection.project_sub_type_ids.includes(sub.id))) typeIds.add(type.id);
  }
  return {
    company_name: business.company_name,
    company_type: Number(business.company_type),
    street_address: business.street_address,
    zipcode: business.zipcode,
    years_of_business: Number(business.years_of_business),
    provider_locations_attributes: business.areas
      .filter(isValidArea)
      .map((area) => ({ zipcode: area.zipcode.trim(), radius: Number(area.radius) })),
    project_type_ids: [...typeIds],
    project_sub_type_ids: selection.project_sub_type_ids,
  };
}
