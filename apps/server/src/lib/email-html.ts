/**
 * The HTML part of our e-mails: one narrow column of inline-styled tables, which is what mail apps on phones
 * render alike (no <style> blocks, no web fonts). Every value passes through `escapeHtml`; callers give text.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailBlock {
  /** A paragraph of text; newlines become line breaks. */
  paragraph?: string;
  /** Label/value rows, such as When and Where. */
  details?: Array<[label: string, value: string]>;
  /** A quoted message from a person (an inviter's note), under a line in the reader's language ("Ana writes:"). */
  quote?: { heading: string; text: string };
  /** A large button to a link. */
  button?: { label: string; url: string };
  /** Small grey print under the rest. */
  note?: string;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

function block(b: EmailBlock): string {
  if (b.paragraph !== undefined) {
    return `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:#1f2937">${lines(b.paragraph)}</p>`;
  }
  if (b.details) {
    const rows = b.details
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;${FONT}font-size:14px;color:#6b7280;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
          `<td style="padding:4px 0;${FONT}font-size:16px;color:#111827">${lines(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`;
  }
  if (b.quote) {
    return (
      `<p style="margin:0 0 4px;${FONT}font-size:14px;color:#6b7280">${escapeHtml(b.quote.heading)}</p>` +
      `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #c7d2fe;${FONT}font-size:16px;line-height:24px;color:#1f2937">${lines(b.quote.text)}</blockquote>`
    );
  }
  if (b.button) {
    return (
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr>` +
      `<td style="border-radius:8px;background:#4338ca"><a href="${escapeHtml(b.button.url)}" ` +
      `style="display:inline-block;padding:14px 24px;${FONT}font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">` +
      `${escapeHtml(b.button.label)}</a></td></tr></table>`
    );
  }
  return `<p style="margin:0 0 12px;${FONT}font-size:13px;line-height:20px;color:#6b7280">${lines(b.note ?? '')}</p>`;
}

/** A whole HTML e-mail: a heading and the blocks in order. */
function emailHtml(heading: string, blocks: EmailBlock[]): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(heading)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px"><tr><td style="padding:28px 24px">` +
    `<h1 style="margin:0 0 20px;${FONT}font-size:22px;line-height:28px;color:#111827">${escapeHtml(heading)}</h1>` +
    blocks.map(block).join('') +
    `</td></tr></table></td></tr></table></body></html>`
  );
}

function textBlock(b: EmailBlock): string {
  if (b.paragraph !== undefined) return b.paragraph;
  if (b.details) return b.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if (b.quote) return `${b.quote.heading}\n${b.quote.text.replace(/^/gm, '> ')}`;
  if (b.button) return `${b.button.label}: ${b.button.url}`;
  return b.note ?? '';
}

/** Both parts of an e-mail from one content, so the plain-text part never drifts from the HTML one. */
export function emailParts(heading: string, blocks: EmailBlock[]): { text: string; html: string } {
  return { text: blocks.map(textBlock).join('\n\n'), html: emailHtml(heading, blocks) };
}
