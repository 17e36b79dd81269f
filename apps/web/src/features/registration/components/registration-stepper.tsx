import type { RegistrationStep } from '../hooks/registration-draft';

export const REGISTRATION_STEPS = ['Personal', 'Verification', 'Business', 'Services', 'Additional'] as const;

/**
 * Spec §2: the five-step indicator; the current step carries aria-current="step". A phone has no
 * room for five labels side by side ("Verification" would be cut): it shows the numbers and the
 * current step's name in full beneath them; from 640 px each step shows its label.
 */
export function RegistrationStepper({ step }: { step: RegistrationStep }) {
  return (
    <nav aria-label="Registration progress">
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {REGISTRATION_STEPS.map((label, index) => {
          const number = index + 1;
          const isCurrent = number === step;
          const isDone = number < step;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold ${isCurrent ? 'bg-brand-700 text-white ring-4 ring-brand-100' : isDone ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600'}`}
              >
                {isDone ? '✓' : number}
              </span>
              <span
                className={`sr-only sm:not-sr-only sm:w-full sm:text-sm ${isCurrent ? 'font-semibold text-brand-800' : 'text-slate-600'}`}
              >
                {label}
                {isDone && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-center text-sm font-semibold text-brand-800 sm:sr-only" aria-live="polite">
        Step {step} of {REGISTRATION_STEPS.length}: {REGISTRATION_STEPS[step - 1]}
      </p>
    </nav>
  );
}
