import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useRegistrationProgress } from '../hooks/registration-progress';

/**
 * Where a registration in progress stands ('Step 3 of 5: Business'), linking back to it; `otherwise`
 * when none is. Loaded apart from the first page: a visitor's /login does without the registration's code.
 */
export default function RegistrationProgressLink({ otherwise }: { otherwise: ReactNode }) {
  const location = useLocation();
  const progress = useRegistrationProgress();
  if (!progress) return otherwise;
  return (
    <Link
      to={paths.register}
      aria-current={location.pathname === paths.register ? 'page' : undefined}
      data-registration-progress=""
      className="whitespace-nowrap rounded-lg bg-brand-50 px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 sm:px-3"
    >
      Step {progress.step} of {progress.of}
      <span className="hidden sm:inline">: {progress.label}</span>
    </Link>
  );
}
