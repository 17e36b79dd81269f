import { type TSignInRequest, ZSignInRequest } from '@homebid/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useSignIn } from '../api/sign-in';

export function PasswordLoginForm() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSignInRequest>({ resolver: zodResolver(ZSignInRequest), mode: 'onSubmit' });

  // A successful sign-in stores the session; the guest guard then routes by signup_status.
  const onSubmit = handleSubmit((values) => signIn.mutate(values));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField label="Email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
          Forgot Password
        </Link>
      </div>
      <Button type="submit" className="w-full" isLoading={signIn.isPending}>
        Login
      </Button>
      {signIn.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {signIn.error.message}
        </p>
      )}
    </form>
  );
}
