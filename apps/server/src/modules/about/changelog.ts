/**
 * Release notes shown in About → Changelog and in the 'Update Available' dialog. Newest first.
 * The web renders this HTML only through its DOMPurify wrapper.
 */
const CHANGELOG: Array<{ version: string; date: string; notes: string[] }> = [
  {
    version: '3.0.9',
    date: '2026-11-22',
    notes: [
      'Sign in, registration with a group code and password reset by e-mail.',
      'Light and dark themes, and a layout that works on phones and desktops.',
      'Settings for appearance, notifications and privacy; change your password or e-mail.',
      'Error reports and support requests reach the support team directly from the app.',
    ],
  },
];

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function changelogHtml(): string {
  return CHANGELOG.map(
    (r) =>
      `<h3>Version ${escapeHtml(r.version)} <small>(${escapeHtml(r.date)})</small></h3><ul>${r.notes
        .map((n) => `<li>${escapeHtml(n)}</li>`)
        .join('')}</ul>`,
  ).join('');
}
