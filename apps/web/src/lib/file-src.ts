/**
 * Where the browser loads a stored file from. Answers carry absolute URLs built on PUBLIC_URL (for
 * mobile apps and e-mails); the web app is served by the same process (CONTRACT §1), so it asks its
 * own origin for /files/…: the CSP allows 'self', and the session cookies go along for private files
 * even when the page was opened under another host name than PUBLIC_URL.
 */
export function fileSrc(url: string): string {
  try {
    const parsed = new URL(url, location.origin);
    return parsed.pathname.startsWith('/files/') ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}
