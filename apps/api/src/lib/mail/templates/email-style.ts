// The look every HomeBid e-mail shares: the web app's brand colours (apps/web/src/index.css) as
// inline styles, since mail apps drop style sheets. One column, at most 600 px wide, fluid below.

export const colors = {
  brand: '#0f766e',
  brandDark: '#134e4a',
  brandTint: '#f0fdfa',
  brandBorder: '#99f6e4',
  page: '#f1f5f9',
  card: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  faint: '#64748b',
  line: '#e2e8f0',
} as const;

export const fontFamily = 'Arial, Helvetica, sans-serif';

export const text = { fontSize: '16px', lineHeight: '24px', color: colors.text, margin: '0 0 16px' } as const;

export const small = { fontSize: '13px', lineHeight: '20px', color: colors.faint, margin: '0 0 8px' } as const;

export const link = { color: colors.brand, textDecoration: 'underline' } as const;
