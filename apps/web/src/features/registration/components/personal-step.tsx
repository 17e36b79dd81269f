import { ZBasicInfo } from '@homebid/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { MobileNumberField } from '@/components/ui/mobile-number-field';
import { PersonNameField } from '@/components/ui/person-name-field';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { useRegisterBasicInfo } from '../api/register-basic-info';
import { startVerification, updateRegistrationDraft, useRegistrationDraft } from '../hooks/registration-draft';
import { registrationTexts } from '../texts';
import { FIELD_SERVER_ERRORS, fieldMessage, fieldServerMessages } from './field-server-errors';
import { errorMessagesOf, FormError } from './form-error';

/** Step 1: personal details; success texts a code to the mobile and moves to verification. */
export function PersonalStep({ alternative }: { alternative?: ReactNode }) {
  const draft = useRegistrationDraft();
  const registerBasicInfo = useRegisterBasicInfo();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const form = useForm({
    resolver: zodResolver(ZBasicInfo),
    defaultValues: {
      name: draft.personal?.name ?? '',
      email: draft.personal?.email ?? '',
      mobile_number: draft.personal?.mobile_number ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors } = form.formState;

  // Keeps what was typed (never the passwords) so a reload finds it again.
  useEffect(() => {
    const subscription = form.watch(({ name = '', email = '', mobile_number = '' }) => {
      updateRegistrationDraft({ personal: { name, email, mobile_number } });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit((values) => {
    registerBasicInfo.mutate(values, {
      onSuccess: (started) => startVerification(values, started),
      // An e-mail or mobile number already registered is said on its own field.
      onError: (error) => {
        const messages = errorMessagesOf(error);
        for (const [field, message] of Object.entries(FIELD_SERVER_ERRORS)) {
          if (messages.includes(message)) form.setError(field as keyof typeof FIELD_SERVER_ERRORS, { message });
        }
        focusFirstInvalid();
      },
    });
  });

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-labelledby="registration-step-title"
      >
        <h2 id="registration-step-title" className="text-xl font-semibold">
          Personal details
        </h2>
        <PersonNameField label="Name" error={errors.name?.message} {...form.register('name')} />
        <EmailField label="Email" error={fieldMessage(errors.email?.message)} {...form.register('email')} />
        <MobileNumberField
          label="Mobile Number"
          error={errors.mobile_number?.message}
          {...form.register('mobile_number')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={registrationTexts.passwordRule}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
        </div>
        <Button type="submit" className="w-full" isLoading={registerBasicInfo.isPending}>
          Continue
        </Button>
        <FormError error={registerBasicInfo.error} shownOnFields={fieldServerMessages} />
      </form>
      {alternative}
    </>
  );
}
