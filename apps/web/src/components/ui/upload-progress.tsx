/** How far an upload has gone: a labelled progress bar, red once the upload failed. */
export function UploadProgress({
  label,
  fraction,
  valueText,
  isFailed = false,
  className = '',
}: {
  label: string;
  /** From 0 to 1. */
  fraction: number;
  /** What a screen reader says instead of the bare percentage. */
  valueText?: string;
  isFailed?: boolean;
  className?: string;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`h-2 overflow-hidden rounded-full bg-slate-100 ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] ${isFailed ? 'bg-red-500' : 'bg-brand-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
