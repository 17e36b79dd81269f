import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The document type react-email gives its e-mails (XHTML 1.0 Transitional, what mail clients expect). */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * One e-mail template rendered once: the HTML part, and the plain-text part made from that same
 * HTML (links as "label url", headings as written, no line wrapping, the inbox preview line left
 * out), so the two parts never say different things.
 *
 * The templates are synchronous, so React's static renderer makes the HTML. react-email's own
 * `render` streams through React's request renderer, which switches on an AsyncLocalStorage for
 * good: from the first e-mail on, every promise, timer and write of the process paid for its
 * async hook (an await cost three times as much).
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = `${XHTML_DOCTYPE}${renderToStaticMarkup(element).replace(/<!DOCTYPE.*?>/, '')}`;
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
