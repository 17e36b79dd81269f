/** The Pro+ membership's badge, beside a provider's name. */
export function ProBadge() {
  return (
    <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-slate-900" title="Pro+ member">
      PRO +
    </span>
  );
}
