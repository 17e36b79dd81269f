import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/**
 * One e-mail template rendered once: the HTML part, and the plain-text part made from that same
 * HTML (links as "label url", headings as written, no line wrapping, the inbox preview line left
 * out), so the two parts never say different things.
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  const text = toPlainText(html, {
    wordwrap: false,
    // Added to react-email's own selectors (images and data-skip-in-text left out, links as "label url").
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });
  return { html, text: `${text.trim()}\n` };
}
