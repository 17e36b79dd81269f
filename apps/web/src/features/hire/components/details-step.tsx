import { PROJECT_LIMITS, ZCustomerProjectFields } from '@homebid/contracts/projects';
import { serviceAreaTexts } from '@homebid/contracts/service-areas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useZipCity } from '@/api/get-locations';
import { TextField } from '@/components/ui/text-field';
import { keepZipDigits } from '@/lib/input-filters';
import { type DraftDetails, updateHireDraft, useHireDraft } from '../hooks/hire-draft';
import { hireTexts as t } from '../texts';
import { StepNav } from './step-nav';

/** The contract's rules for the job's own fields (its texts are the messages). */
const ZDetails = ZCustomerProjectFields.pick({
  title: true,
  description: true,
  budget: true,
  street_address: true,
  zipcode: true,
});

function ZipCity({ zipcode }: { zipcode: string }) {
  const city = useZipCity(zipcode);
  return city.data ? <span>{t.zipCity(city.data.city, city.data.state_short)}</span> : null;
}

export interface DetailsStepProps {
  headingId: string;
  onBack?: () => void;
  onNext: () => void;
}

/** The job: title, description, budget, street address and zip; every keystroke is kept in the draft. */
export function DetailsStep({ headingId, onBack, onNext }: DetailsStepProps) {
  const draft = useHireDraft();
  const descriptionId = useId();
  const form = useForm<DraftDetails>({
    resolver: zodResolver(ZDetails) as never,
    defaultValues: { ...draft.details, zipcode: draft.details.zipcode || draft.zipcode },
  });
  const { errors } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values) => {
      updateHireDraft((current) => ({ details: { ...current.details, ...values } }));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const zipcode = form.watch('zipcode');
  const zipCity = useZipCity(zipcode ?? '');
  // react-hook-form moves the focus to the first field it refused; a zip code the server does not
  // know (the city look-up found none) is refused here too, as the server would refuse the post.
  const onSubmit = form.handleSubmit(() => {
    if (zipCity.isSuccess && zipCity.data === null) {
      form.setError('zipcode', { message: serviceAreaTexts.unknownZip }, { shouldFocus: true });
      return;
    }
    onNext();
  });
  const descriptionError = errors.description?.message;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} className="space-y-4">
      <TextField
        label={t.titleLabel}
        placeholder={t.titlePlaceholder}
        maxLength={PROJECT_LIMITS.maxTitle}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-slate-700">
          {t.descriptionLabel}
        </label>
        <textarea
          id={descriptionId}
          rows={5}
          placeholder={t.descriptionPlaceholder}
          maxLength={PROJECT_LIMITS.maxDescription}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${descriptionError ? 'border-red-500' : 'border-slate-300'}`}
          {...form.register('description')}
        />
        {descriptionError && (
          <p id={`${descriptionId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {descriptionError}
          </p>
        )}
      </div>
      <TextField
        label={t.budgetLabel}
        inputMode="decimal"
        hint={t.budgetHint}
        error={errors.budget?.message}
        className="max-w-xs"
        {...form.register('budget')}
      />
      <TextField
        label={t.addressLabel}
        autoComplete="street-address"
        hint={t.addressHint}
        error={errors.street_address?.message}
        {...form.register('street_address')}
      />
      <TextField
        label={t.zipEditLabel}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        className="max-w-xs"
        hint={/^\d{5}$/.test(zipcode ?? '') ? <ZipCity zipcode={zipcode} /> : undefined}
        error={errors.zipcode?.message}
        {...form.register('zipcode', { setValueAs: (value: string) => keepZipDigits(String(value ?? '')) })}
      />
      <StepNav onBack={onBack} />
    </form>
  );
}
