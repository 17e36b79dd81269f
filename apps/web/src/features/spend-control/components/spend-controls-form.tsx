import { spendMessages, type TSpendControls } from '@homebid/contracts/spend-control';
import { formatDollars } from '@homebid/contracts/wallet';
import { useState } from 'react';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { useSaveSpendControls, useSpendControls } from '../api/spend-controls';

type CapField = 'daily_cap' | 'weekly_cap' | 'per_lead_max';
type CapValues = Record<CapField, string>;

const FIELDS: readonly { name: CapField; label: string }[] = [
  { name: 'daily_cap', label: spendMessages.dailyCapLabel },
  { name: 'weekly_cap', label: spendMessages.weeklyCapLabel },
  { name: 'per_lead_max', label: spendMessages.perLeadMaxLabel },
];

const CAP_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

const valuesOf = (controls: TSpendControls): CapValues => ({
  daily_cap: controls.daily_cap == null ? '' : String(controls.daily_cap),
  weekly_cap: controls.weekly_cap == null ? '' : String(controls.weekly_cap),
  per_lead_max: controls.per_lead_max == null ? '' : String(controls.per_lead_max),
});

/** The form's own checks; the server checks again (ZSpendControlsRequest) and its words win. */
export function checkCaps(values: CapValues): Partial<Record<CapField, string>> {
  const errors: Partial<Record<CapField, string>> = {};
  for (const { name } of FIELDS) {
    const text = values[name].trim();
    if (text && (!CAP_PATTERN.test(text) || Number(text) < 1)) errors[name] = spendMessages.capInvalid;
  }
  const daily = Number(values.daily_cap);
  const weekly = Number(values.weekly_cap);
  if (
    !errors.daily_cap &&
    !errors.weekly_cap &&
    values.daily_cap.trim() &&
    values.weekly_cap.trim() &&
    weekly < daily
  ) {
    errors.weekly_cap = spendMessages.weeklyBelowDaily;
  }
  return errors;
}

function SpendControlsFields({ controls }: { controls: TSpendControls }) {
  const save = useSaveSpendControls();
  const [values, setValues] = useState<CapValues>(() => valuesOf(controls));
  const [errors, setErrors] = useState<Partial<Record<CapField, string>>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkCaps(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { controls: saved } = await save.mutateAsync({
        daily_cap: values.daily_cap.trim() || null,
        weekly_cap: values.weekly_cap.trim() || null,
        per_lead_max: values.per_lead_max.trim() || null,
      });
      setValues(valuesOf(saved));
      notify.success(spendMessages.saved);
    } catch (error) {
      const message = answerMessageOr(error, 'The limits could not be saved. Please try again.');
      if (error instanceof ApiError && error.status === 422) setErrors({ daily_cap: message });
      else notify.error(message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            inputMode="decimal"
            placeholder={spendMessages.noLimit}
            value={values[name]}
            error={errors[name]}
            onChange={(event) => {
              setValues((previous) => ({ ...previous, [name]: event.target.value }));
              if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
            }}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Spent in the last 24 hours: <strong>{formatDollars(controls.spent_last_24_hours)}</strong> · last 7 days:{' '}
          <strong>{formatDollars(controls.spent_last_7_days)}</strong>
          {controls.remaining_now != null && (
            <>
              {' '}
              · left now: <strong>{formatDollars(controls.remaining_now)}</strong>
            </>
          )}
        </p>
        <Button type="submit" isLoading={save.isPending}>
          {spendMessages.save}
        </Button>
      </div>
    </form>
  );
}

/** Spending limits (the spend control): optional daily and weekly caps, per-lead maximum. */
export function SpendControlsForm() {
  const controls = useSpendControls();
  return (
    <section
      aria-labelledby="spend-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="spend-title" className="text-lg font-semibold">
        {spendMessages.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{spendMessages.intro}</p>
      {controls.isPending ? (
        <div
          role="status"
          aria-label="Loading the limits"
          className="mt-4 h-20 animate-pulse rounded-lg bg-slate-100"
        />
      ) : controls.isError ? (
        <LoadFailure
          tone="inline"
          className="mt-4"
          message={answerMessageOr(controls.error, 'The limits could not be loaded.')}
          onRetry={() => void controls.refetch()}
        />
      ) : (
        <SpendControlsFields controls={controls.data} />
      )}
    </section>
  );
}
