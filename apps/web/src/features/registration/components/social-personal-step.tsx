import { ZSocialSignUpRequest } from '@homebid/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { MobileNumberField } from '@/components/ui/mobile-number-field';
import { PersonNameField } from '@/components/ui/person-name-field';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import { stripNameCharacters } from '@/lib/input-filters';
import { useSocialSignUp } from '../api/social-sign-up';
import { startVerification } from '../hooks/registration-draft';
import { FIELD_SERVER_ERRORS, fieldMessage, fieldServerMessages } from './field-server-errors';
import { errorMessagesOf, FormError } from './form-error';

/** What the Google sign-in passes to /register (route state) when no account exists yet. */
export interface SocialSignUpData {
  name: string;
  email: string;
  id_token: string;
}

const ZSocialPersonal = ZSocialSignUpRequest.pick({ name: true, email: true, mobile_number: true });

/** Step 1, social variant: name and e-mail come from Google; the mobile number is asked for. */
export function SocialPersonalStep({ social }: { social: SocialSignUpData }) {
  const socialSignUp = useSocialSignUp();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const form = useForm({
    resolver: zodResolver(ZSocialPersonal),
    defaultValues: { name: stripNameCharacters(social.name), email: social.email, mobile_number: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    socialSignUp.mutate(
      { ...values, id_token: social.id_token },
      {
        onSuccess: (started) => startVerification(values, started),
        onError: (error) => {
          const messages = errorMessagesOf(error);
          for (const [field, message] of Object.entries(FIELD_SERVER_ERRORS)) {
            if (messages.includes(message)) form.setError(field as keyof typeof FIELD_SERVER_ERRORS, { message });
          }
          focusFirstInvalid();
        },
      },
    );
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="registration-step-title">
      <h2 id="registration-step-title" className="text-xl font-semibold">
        Personal details
      </h2>
      <p className="text-sm text-slate-600">You are signing up with your Google account.</p>
      <PersonNameField label="Name" error={errors.name?.message} {...form.register('name')} />
      <EmailField label="Email" readOnly error={fieldMessage(errors.email?.message)} {...form.register('email')} />
      <MobileNumberField
        label="Mobile Number"
        error={errors.mobile_number?.message}
        {...form.register('mobile_number')}
      />
      <Button type="submit" className="w-full" isLoading={socialSignUp.isPending}>
        Continue
      </Button>
      <FormError error={socialSignUp.error} shownOnFields={fieldServerMessages} />
    </form>
  );
}
