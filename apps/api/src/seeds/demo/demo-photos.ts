import sharp from 'sharp';

/** Colours (gradient start, end) and motif of each service type's pictures; others get the default. */
const LOOKS: Record<string, { from: string; to: string; motif: Motif }> = {
  Roofing: { from: '#b45309', to: '#7c2d12', motif: 'house' },
  Plumbing: { from: '#0e7490', to: '#1e3a8a', motif: 'drop' },
  Painting: { from: '#7c3aed', to: '#be185d', motif: 'roller' },
  Remodelling: { from: '#0f766e', to: '#365314', motif: 'cabinets' },
  HVAC: { from: '#0369a1', to: '#312e81', motif: 'snowflake' },
  Fencing: { from: '#65a30d', to: '#166534', motif: 'fence' },
  Electrical: { from: '#ca8a04', to: '#9a3412', motif: 'bolt' },
  Flooring: { from: '#a16207', to: '#44403c', motif: 'planks' },
};
const DEFAULT_LOOK = { from: '#475569', to: '#1e293b', motif: 'house' as const };

type Motif = 'house' | 'drop' | 'roller' | 'cabinets' | 'snowflake' | 'fence' | 'bolt' | 'planks';

/** White shapes drawn around (0, 0), about 300 × 280 px; `accent` is the darker colour. */
const MOTIFS: Record<Motif, (accent: string) => string> = {
  house: (accent) => `
    <path d="M-150 10 L0 -120 L150 10 L120 10 L120 150 L-120 150 L-120 10 Z" fill="#fff"/>
    <rect x="-30" y="70" width="60" height="80" rx="4" fill="${accent}"/>
    <rect x="-95" y="35" width="45" height="45" rx="3" fill="${accent}"/>
    <rect x="50" y="35" width="45" height="45" rx="3" fill="${accent}"/>`,
  drop: (accent) => `
    <path d="M0 -130 C 60 -50 110 0 110 50 A 110 110 0 0 1 -110 50 C -110 0 -60 -50 0 -130 Z" fill="#fff"/>
    <path d="M-55 60 A 60 60 0 0 0 10 115" stroke="${accent}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  roller: (accent) => `
    <rect x="-140" y="-120" width="240" height="80" rx="18" fill="#fff"/>
    <path d="M100 -80 H135 V-10 H0 V40" stroke="#fff" stroke-width="16" fill="none" stroke-linejoin="round"/>
    <rect x="-18" y="40" width="36" height="110" rx="10" fill="#fff"/>
    <rect x="-140" y="-62" width="240" height="14" fill="${accent}" opacity="0.5"/>`,
  cabinets: (accent) => `
    <rect x="-160" y="-130" width="320" height="100" rx="8" fill="#fff"/>
    <rect x="-160" y="10" width="320" height="140" rx="8" fill="#fff"/>
    <rect x="-170" y="-5" width="340" height="18" rx="4" fill="#fff" opacity="0.8"/>
    <path d="M0 -130 V-30 M-80 10 V150 M80 10 V150" stroke="${accent}" stroke-width="6"/>
    <path d="M-20 -90 V-60 M20 -90 V-60 M-100 60 V90 M-60 60 V90 M60 60 V90 M100 60 V90"
      stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`,
  snowflake: () => `
    <g stroke="#fff" stroke-width="18" stroke-linecap="round">
      <path d="M0 -130 V130 M-113 -65 L113 65 M-113 65 L113 -65"/>
      <path d="M-30 -100 L0 -70 L30 -100 M-30 100 L0 70 L30 100" fill="none"/>
    </g>`,
  fence: (accent) => `
    <g fill="#fff">
      <path d="M-150 -60 L-125 -100 L-100 -60 V150 H-150 Z"/><path d="M-85 -60 L-60 -100 L-35 -60 V150 H-85 Z"/>
      <path d="M-20 -60 L5 -100 L30 -60 V150 H-20 Z"/><path d="M45 -60 L70 -100 L95 -60 V150 H45 Z"/>
      <path d="M110 -60 L135 -100 L160 -60 V150 H110 Z"/>
    </g>
    <rect x="-165" y="-10" width="340" height="22" fill="${accent}" opacity="0.55"/>
    <rect x="-165" y="90" width="340" height="22" fill="${accent}" opacity="0.55"/>`,
  bolt: () => `<path d="M30 -140 L-90 20 H-10 L-40 150 L90 -20 H10 Z" fill="#fff"/>`,
  planks: (accent) => `
    <g fill="#fff">
      <rect x="-160" y="-120" width="320" height="60" rx="4"/><rect x="-160" y="-50" width="320" height="60" rx="4"/>
      <rect x="-160" y="20" width="320" height="60" rx="4"/><rect x="-160" y="90" width="320" height="60" rx="4"/>
    </g>
    <path d="M-40 -120 V-60 M90 -50 V10 M-110 20 V80 M30 90 V150" stroke="${accent}" stroke-width="6"/>`,
};

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * An 800 × 600 JPEG that stands in for a customer's photo: the service type's gradient, soft
 * circles placed by `variant`, the type's motif and the sub-type's name in a pill. Made with
 * sharp from SVG, so nothing is downloaded.
 */
export async function demoPhoto({
  serviceType,
  label,
  variant,
}: {
  serviceType: string;
  label: string;
  variant: number;
}): Promise<Buffer> {
  const look = LOOKS[serviceType] ?? DEFAULT_LOOK;
  const shift = (variant % 3) - 1;
  // Bold 28 px sans-serif is about 17 px a character.
  const pillWidth = Math.round(label.length * 17.5 + 48);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="bg" x1="${variant % 2}" y1="0" x2="${1 - (variant % 2)}" y2="1">
      <stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/>
    </linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <rect width="800" height="320" fill="url(#light)"/>
  <circle cx="${600 + shift * 120}" cy="${130 + shift * 20}" r="${70 + variant * 12}" fill="#fff" opacity="0.22"/>
  <circle cx="${150 - shift * 60}" cy="470" r="170" fill="#fff" opacity="0.08"/>
  <circle cx="${700 - shift * 40}" cy="520" r="90" fill="#000" opacity="0.08"/>
  <g transform="translate(${400 + shift * 60} 300) scale(${1 - variant * 0.08})" opacity="0.94">
    ${MOTIFS[look.motif](look.to)}
  </g>
  <rect x="40" y="515" width="${pillWidth}" height="54" rx="27" fill="#000" opacity="0.35"/>
  <text x="64" y="551" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="28"
    font-weight="bold" fill="#fff">${escapeXml(label)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
