/** The neutral picture of an album without photos yet. */
export function AlbumIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className={className}>
      <rect width="160" height="120" fill="#f1f5f9" />
      <rect x="38" y="26" width="84" height="64" rx="6" fill="#ffffff" stroke="#cbd5e1" strokeWidth="3" />
      <circle cx="62" cy="46" r="7" fill="#99f6e4" />
      <path d="M44 84l22-24 14 14 10-10 26 20z" fill="#cbd5e1" />
    </svg>
  );
}
