export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-brand-800 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span className="text-xl tracking-tight">
        Home<span className="text-accent-600">Bid</span>
      </span>
    </span>
  );
}
