import type { TSignInRequest } from '@homebid/contracts/auth';
import type { TRole } from '@homebid/contracts/constants';
import { pages } from '@homebid/contracts/routes';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useSignIn } from '../api/sign-in';
import { WrongDoorLink } from './wrong-door-link';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * The contract's ZSignInRequest, loaded on first use: painting the form needs neither zod nor the
 * contract's schemas (they come in when the visitor first focuses the form, at the latest on submit).
 */
let signInSchema: Promise<typeof import('@homebid/contracts/auth')['ZSignInRequest']> | undefined;
const loadSignInSchema = () => {
  signInSchema ??= import('@homebid/contracts/auth').then((module) => module.ZSignInRequest);
  return signInSchema;
};

/** The form's values checked by the contract: the parsed request, or each field's first message. */
async function validate(form: HTMLFormElement): Promise<{ values?: TSignInRequest; errors: FieldErrors }> {
  const data = new FormData(form);
  const result = (await loadSignInSchema()).safeParse({
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** E-mail and password, signing in as `side` (each role's login page is its own door). */
export function PasswordLoginForm({ side = 'provider' }: { side?: TRole }) {
  const signIn = useSignIn(side);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setIsSubmitted(true);
    const result = await validate(form);
    setErrors(result.errors);
    if (!result.values) {
      const first = FIELDS.find((name) => result.errors[name]);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // A successful sign-in stores the session; the guest guard then routes by signup_status.
    signIn.mutate(result.values);
  };

  // After a first submit the messages follow the typing, as the other forms' do.
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!isSubmitted) return;
    setErrors((await validate(event.currentTarget)).errors);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => void loadSignInSchema()}
      className="space-y-4"
    >
      <EmailField label="Email" name="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="flex justify-end">
        <Link
          to={side === 'customer' ? pages.customerForgotPassword.path : paths.forgotPassword}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Forgot Password
        </Link>
      </div>
      <Button type="submit" className="w-full" isLoading={signIn.isPending}>
        Login
      </Button>
      {signIn.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {signIn.error.message}
          <WrongDoorLink error={signIn.error} side={side} />
        </p>
      )}
    </form>
  );
}
