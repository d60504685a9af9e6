import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * QUALITY.md 15: the one place HTML from the server reaches the page. DOMPurify strips scripts, event
 * handlers and javascript: URLs; every rich text (changelog, agendas) renders through this component.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
