import { ZAdditionalInfo } from '@homebid/contracts/accounts';
import type { TSessionUser } from '@homebid/contracts/auth';
import { validationMessages } from '@homebid/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useReferralList } from '@/api/get-referral-list';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useSubmitAdditionalInfo } from '../api/submit-additional-info';
import { type AdditionalDraft, updateRegistrationDraft, useRegistrationDraft } from '../hooks/registration-draft';
import { FormError } from './form-error';

const shape = ZAdditionalInfo.shape;
// One referral choice in the form; the contract's list rule gives 'Please select an option'.
const ZAdditionalStep = z.object({
  have_insurance: z.boolean(),
  have_license: z.boolean(),
  insurance_number: shape.insurance_number,
  license_number: shape.license_number,
  google_id: shape.google_id,
  yelp_id: shape.yelp_id,
  referral_id: z.string().superRefine((value, ctx) => {
    const check = shape.referral_ids.safeParse(value ? [value] : []);
    if (!check.success) ctx.addIssue({ code: 'custom', message: check.error.issues[0]?.message });
  }),
});

const EMPTY: AdditionalDraft = {
  have_insurance: false,
  have_license: false,
  insurance_number: '',
  license_number: '',
  google_id: '',
  yelp_id: '',
  referral_id: '',
};

/** Step 5: insurance, licence, review profiles and how the provider heard of HomeBid. */
export function AdditionalStep({ onCompleted }: { onCompleted: (user: TSessionUser) => void }) {
  const draft = useRegistrationDraft();
  const referrals = useReferralList();
  const submit = useSubmitAdditionalInfo();
  const form = useForm({
    resolver: zodResolver(ZAdditionalStep),
    defaultValues: { ...EMPTY, ...draft.additional },
  });
  const { errors } = form.formState;
  const hasInsurance = form.watch('have_insurance');
  const hasLicense = form.watch('have_license');

  useEffect(() => {
    const subscription = form.watch((values) => {
      updateRegistrationDraft({ additional: { ...EMPTY, ...(values as Partial<AdditionalDraft>) } });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit(({ referral_id, ...values }) => {
    submit.mutate(
      {
        ...values,
        insurance_number: values.have_insurance ? values.insurance_number : '',
        license_number: values.have_license ? values.license_number : '',
        referral_ids: [Number(referral_id)],
      },
      { onSuccess: onCompleted },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="registration-step-title">
      <h2 id="registration-step-title" className="text-xl font-semibold">
        Additional information
      </h2>
      <Toggle label="I have business insurance" {...form.register('have_insurance')} />
      {hasInsurance && (
        <TextField
          label="Insurance Number (optional)"
          error={errors.insurance_number?.message}
          {...form.register('insurance_number')}
        />
      )}
      <Toggle label="I have a contractor licence" {...form.register('have_license')} />
      {hasLicense && (
        <TextField
          label="Licence Number (optional)"
          error={errors.license_number?.message}
          {...form.register('license_number')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Google Business ID (optional)"
          error={errors.google_id?.message}
          {...form.register('google_id')}
        />
        <TextField label="Yelp Business ID (optional)" error={errors.yelp_id?.message} {...form.register('yelp_id')} />
      </div>
      <SelectField
        label="How did you hear about HomeBid?"
        error={errors.referral_id?.message}
        disabled={!referrals.isSuccess}
        {...form.register('referral_id')}
      >
        {/* The empty choice reads as the spec's message for it: 'Please select an option'. */}
        <option value="">{referrals.isPending ? 'Loading…' : validationMessages.referralEmpty}</option>
        {referrals.data?.map((referral) => (
          <option key={referral.id} value={String(referral.id)}>
            {referral.name}
          </option>
        ))}
      </SelectField>
      {referrals.isError && (
        <p role="alert" className="text-sm text-red-600">
          {referrals.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => referrals.refetch()}>
            Try again
          </button>
        </p>
      )}
      <p className="text-sm text-slate-600">
        By completing your registration you agree to our{' '}
        <Link to={paths.terms} target="_blank" className="font-medium text-brand-700 underline">
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} target="_blank" className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {/* Back to the services, when this device holds the business details they were sent with. */}
        {draft.business && (
          <Button variant="secondary" onClick={() => updateRegistrationDraft({ step: 4 })}>
            Back
          </Button>
        )}
        <Button type="submit" className="sm:ml-auto" isLoading={submit.isPending}>
          Complete registration
        </Button>
      </div>
      <FormError error={submit.error} />
    </form>
  );
}

type ToggleProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string };

function Toggle({ label, ...input }: ToggleProps & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <label className="relative flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-lg border border-slate-200 px-4">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      {/* The real checkbox covers the whole row, transparent: clicks and focus land on it. */}
      <input type="checkbox" className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0" {...input} />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5"
      />
    </label>
  );
}
