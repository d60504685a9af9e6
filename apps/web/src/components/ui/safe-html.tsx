import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Elements and attributes rich text never needs and an author could use to impersonate the app: a form,
 * fields and buttons inside a `style`-positioned box can cover the whole screen with a fake sign-in page.
 */
const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'label',
  'fieldset',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'dialog',
];
const FORBID_ATTR = ['style', 'class', 'id', 'action', 'formaction', 'target'];

/**
 * The one place HTML from the server reaches the page. DOMPurify strips scripts, event handlers and
 * javascript: URLs, plus the forms, frames and inline styles above; every rich text (changelog, agendas)
 * renders through this component.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
