import { COMPANY_TYPES } from '@homebid/contracts/accounts';
import {
  profileTexts,
  type TProfileUpdate,
  type TProfileUpdateParsed,
  type TProviderProfile,
  ZProfileUpdate,
} from '@homebid/contracts/profile';
import type { TServiceType } from '@homebid/contracts/reference';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
  useController,
  useForm,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatMobileNumber } from '@/components/ui/mobile-number-field';
import { SelectField } from '@/components/ui/select-field';
import {
  BLANK_AREA,
  isValidArea,
  type ServiceAreaRow,
  ServiceAreasField,
  useUnknownZipcodes,
} from '@/components/ui/service-areas-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useUpdateProfile } from '../api/update-profile';
import { ServicedZipcodesDialog } from './serviced-zipcodes-dialog';
import { ServicesField } from './services-field';

export type ProfileFormValues = Omit<TProfileUpdate, 'provider_locations_attributes'> & {
  provider_locations_attributes: ServiceAreaRow[];
};

const sharedResolver = zodResolver(ZProfileUpdate);

/** The shared schema is the rule; only valid area rows are sent (spec §5), so only they are checked. */
const resolver: Resolver<ProfileFormValues, unknown, TProfileUpdateParsed> = (values, context, options) =>
  sharedResolver(
    { ...values, provider_locations_attributes: values.provider_locations_attributes.filter(isValidArea) },
    context,
    options as never,
  ) as never;

function defaultsOf(profile: TProviderProfile): ProfileFormValues {
  return {
    company_name: profile.company_name ?? '',
    company_type: String(profile.company_type),
    street_address: profile.street_address ?? '',
    zipcode: profile.zipcode ?? '',
    years_of_business: profile.years_of_business === null ? '' : String(profile.years_of_business),
    phone_number2: profile.phone_number2 ?? '',
    website: profile.website ?? '',
    about_us: profile.about_us ?? '',
    insurance_number: profile.insurance_number ?? '',
    license_number: profile.license_number ?? '',
    google_id: profile.google_id ?? '',
    yelp_id: profile.yelp_id ?? '',
    project_type_ids: profile.project_types.map((type) => type.id),
    project_sub_type_ids: profile.project_sub_types.map((sub) => sub.id),
    provider_locations_attributes: profile.provider_locations.length
      ? profile.provider_locations.map((area) => ({ zipcode: area.zipcode, radius: String(area.radius) }))
      : [BLANK_AREA],
  };
}

/** An array field's own message, wherever react-hook-form put it. */
const arrayError = (error: unknown) =>
  (error as FieldError | undefined)?.message ?? (error as { root?: FieldError } | undefined)?.root?.message;

type Detail = { label: string; value: string | number | null | undefined; wide?: boolean };

/** The saved values as text: before Edit Profile nothing looks like a field one could type in. */
function Details({ items }: { items: Detail[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map(({ label, value, wide }) => (
        <div key={label} className={wide ? 'sm:col-span-2' : undefined}>
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="mt-1 whitespace-pre-line break-words text-slate-900">
            {value === null || value === undefined || value === '' ? (
              <span className="text-slate-500">{profileTexts.notSet}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const companyTypeName = (id: number) => COMPANY_TYPES.find((type) => type.id === id)?.name;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface ProfileFormProps {
  profile: TProviderProfile;
  catalogue: readonly TServiceType[];
}

/**
 * Spec §2 Profile: company details, services and service areas, read-only until Edit Profile;
 * Cancel Edit restores the saved values; Save sends them all at once and reloads the page (§4).
 */
export function ProfileForm({ profile, catalogue }: ProfileFormProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isZipcodesOpen, setIsZipcodesOpen] = useState(false);
  const update = useUpdateProfile();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ProfileFormValues, unknown, TProfileUpdateParsed>({ resolver, defaultValues: defaultsOf(profile) });
  // Service areas with a zip code the location list does not know are marked and not sent.
  const areas = watch('provider_locations_attributes');
  const unknownZipcodes = useUnknownZipcodes(areas.map((area) => area.zipcode));
  const hasUnknownArea = areas.some((area) => isValidArea(area) && unknownZipcodes.has(area.zipcode));

  const toggleEditing = () => {
    if (isEditing) {
      reset(defaultsOf(profile));
      update.reset();
    }
    setIsEditing(!isEditing);
  };

  const onSave = handleSubmit((values) => {
    if (hasUnknownArea) {
      focusFirstInvalid();
      return;
    }
    update.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        // Spec §4: a profile update reloads the page.
        window.location.reload();
      },
    });
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSave} className="space-y-6" aria-label="Company details">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button variant={isEditing ? 'ghost' : 'secondary'} onClick={toggleEditing}>
          {isEditing ? 'Cancel Edit' : 'Edit Profile'}
        </Button>
        {isEditing && (
          <Button type="submit" isLoading={update.isPending}>
            Save
          </Button>
        )}
      </div>
      {update.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {update.error.message}
        </p>
      )}

      <fieldset disabled={!isEditing} className="space-y-6">
        <Section title="Company details">
          {isEditing ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Company name"
                autoComplete="organization"
                error={errors.company_name?.message}
                {...register('company_name')}
              />
              <SelectField label="Company type" error={errors.company_type?.message} {...register('company_type')}>
                <option value="0">Select Company Type</option>
                {COMPANY_TYPES.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Business address"
                autoComplete="street-address"
                className="sm:col-span-2"
                error={errors.street_address?.message}
                {...register('street_address')}
              />
              <TextField
                label="Zip code"
                inputMode="numeric"
                maxLength={5}
                autoComplete="postal-code"
                error={errors.zipcode?.message}
                {...register('zipcode')}
              />
              <TextField
                label="Years of business"
                inputMode="numeric"
                error={errors.years_of_business?.message}
                {...register('years_of_business')}
              />
              <TextField
                label="Website"
                type="url"
                autoComplete="url"
                error={errors.website?.message}
                {...register('website')}
              />
              <TextField
                label="Second phone number"
                type="tel"
                inputMode="tel"
                maxLength={10}
                error={errors.phone_number2?.message}
                {...register('phone_number2')}
              />
              <AboutUsField error={errors.about_us?.message} {...register('about_us')} />
            </div>
          ) : (
            <Details
              items={[
                { label: 'Company name', value: profile.company_name },
                { label: 'Company type', value: companyTypeName(profile.company_type) },
                { label: 'Business address', value: profile.street_address, wide: true },
                { label: 'Zip code', value: profile.zipcode },
                { label: 'Years of business', value: profile.years_of_business },
                { label: 'Website', value: profile.website },
                {
                  label: 'Second phone number',
                  value: profile.phone_number2 ? formatMobileNumber(profile.phone_number2) : null,
                },
                { label: 'About us', value: profile.about_us, wide: true },
              ]}
            />
          )}
        </Section>

        <Section title="Licences and listings">
          {isEditing ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Insurance number"
                error={errors.insurance_number?.message}
                {...register('insurance_number')}
              />
              <TextField
                label="Licence number"
                error={errors.license_number?.message}
                {...register('license_number')}
              />
              <TextField label="Google Place ID" error={errors.google_id?.message} {...register('google_id')} />
              <TextField label="Yelp business ID" error={errors.yelp_id?.message} {...register('yelp_id')} />
            </div>
          ) : (
            <Details
              items={[
                { label: 'Insurance number', value: profile.insurance_number },
                { label: 'Licence number', value: profile.license_number },
                { label: 'Google Place ID', value: profile.google_id },
                { label: 'Yelp business ID', value: profile.yelp_id },
              ]}
            />
          )}
        </Section>

        <Section title="Services">
          <ProfileServices control={control} catalogue={catalogue} isEditing={isEditing} />
        </Section>

        <Section title="Service areas">
          {isEditing ? (
            <Controller
              control={control}
              name="provider_locations_attributes"
              render={({ field }) => (
                <ServiceAreasField
                  rows={field.value}
                  onChange={field.onChange}
                  isSubmitted={isSubmitted}
                  error={arrayError(errors.provider_locations_attributes)}
                />
              )}
            />
          ) : profile.provider_locations.length === 0 ? (
            <p className="text-sm text-slate-600">No service areas yet. Press Edit Profile to add one.</p>
          ) : (
            <ul aria-label="Your service areas" className="space-y-2">
              {profile.provider_locations.map((area) => (
                <li key={area.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <span className="font-semibold">{area.zipcode}</span>
                  {area.city && ` · ${area.city}${area.state_short ? `, ${area.state_short}` : ''}`} · within{' '}
                  {area.radius} miles
                </li>
              ))}
            </ul>
          )}
        </Section>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <p className="flex-1 text-sm text-slate-700">
          You serve{' '}
          <strong data-testid="serviced-zipcodes-count">
            {profile.serviced_zipcodes_count.toLocaleString('en-US')}
          </strong>{' '}
          zip codes.
        </p>
        <Button variant="secondary" onClick={() => setIsZipcodesOpen(true)}>
          Serviced Zip Codes
        </Button>
      </div>
      <ServicedZipcodesDialog
        isOpen={isZipcodesOpen}
        onClose={() => setIsZipcodesOpen(false)}
        zipcodes={profile.serviced_zipcodes}
      />
    </form>
  );
}

function ProfileServices({
  control,
  catalogue,
  isEditing,
}: {
  control: Control<ProfileFormValues, unknown, TProfileUpdateParsed>;
  catalogue: readonly TServiceType[];
  isEditing: boolean;
}) {
  const types = useController({ control, name: 'project_type_ids' });
  const subTypes = useController({ control, name: 'project_sub_type_ids' });
  return (
    <ServicesField
      catalogue={catalogue}
      isEditing={isEditing}
      // The form holds the ids it was given: numbers (the schema's input type is wider, for API clients).
      value={{
        project_type_ids: (types.field.value ?? []) as number[],
        project_sub_type_ids: (subTypes.field.value ?? []) as number[],
      }}
      onChange={(next) => {
        types.field.onChange(next.project_type_ids);
        subTypes.field.onChange(next.project_sub_type_ids);
      }}
      error={arrayError(subTypes.fieldState.error)}
    />
  );
}

function AboutUsField({ error, ...field }: UseFormRegisterReturn<'about_us'> & { error?: string }) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        About us
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        {...field}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
