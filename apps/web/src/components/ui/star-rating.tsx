import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

function Star({ fill, className }: { fill: number; className: string }) {
  const clipId = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" className="fill-slate-200" />
      <path
        d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
        className="fill-amber-400"
        clipPath={`url(#${clipId})`}
      />
    </svg>
  );
}

/** Five stars filled to `value` (halves and tenths shown as partial stars), read as "4.5 out of 5 stars". */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const className = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-7 w-7' }[size];
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex items-center gap-0.5">
      {STARS.map((star) => (
        <Star key={star} fill={Math.max(0, Math.min(1, value - (star - 1)))} className={className} />
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/** Choosing 1 to 5 stars: a radio group, so arrows move between stars and each is announced. */
export function StarRatingInput({ label, value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
              aria-label={star === 1 ? '1 star' : `${star} stars`}
            />
            <Star fill={star <= value ? 1 : 0} className="h-9 w-9" />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
