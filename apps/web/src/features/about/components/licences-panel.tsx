import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { aboutMessages } from '../messages.ts';

type Package = [name: string, licence: string, purpose: string];

/** The main open-source packages Chapter is built on, with their licences (from each package's manifest). */
const licences = (t: typeof aboutMessages.text): Array<{ id: string; group: string; packages: Package[] }> => [
  {
    id: 'browser',
    group: t('inYourBrowser'),
    packages: [
      ['React', 'MIT', t('purposeUi')],
      ['React Router', 'MIT', t('purposeNavigation')],
      ['TanStack Query', 'MIT', t('purposeData')],
      ['Radix UI', 'MIT', t('purposeOverlays')],
      ['Tailwind CSS', 'MIT', t('purposeStyling')],
      ['Lucide', 'ISC', t('purposeIcons')],
      ['React Hook Form', 'MIT', t('purposeForms')],
      ['Zod', 'MIT', t('purposeValidation')],
      ['Centrifuge', 'MIT', t('purposeRealtime')],
      ['DOMPurify', t('eitherLicence', { first: 'MPL-2.0', second: 'Apache-2.0' }), t('purposeSanitizer')],
    ],
  },
  {
    id: 'server',
    group: t('onTheServer'),
    packages: [
      ['Fastify', 'MIT', t('purposeWebServer')],
      ['Kysely', 'MIT', t('purposeQueries')],
      ['better-sqlite3', 'MIT', t('purposeEmbeddedDb')],
      ['node-postgres (pg)', 'MIT', t('purposePostgres')],
      ['ioredis', 'MIT', t('purposeRedis')],
      ['ws', 'MIT', t('purposeWebSockets')],
      ['jose', 'MIT', t('purposeTokens')],
      ['@node-rs/argon2', 'MIT', t('purposeHashing')],
      ['rate-limiter-flexible', 'ISC', t('purposeRateLimit')],
      ['Nodemailer', 'MIT-0', t('purposeMail')],
      ['Pino', 'MIT', t('purposeLogging')],
    ],
  },
];

export function LicencesPanel() {
  const t = useMessages(aboutMessages);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-2xl text-sm text-muted-foreground">{t('licencesIntro')}</p>
      {licences(t).map(({ id, group, packages }) => (
        <section
          key={id}
          aria-labelledby={`licences-${id}`}
          className="overflow-hidden rounded-2xl border bg-card shadow-xs"
        >
          <h2 id={`licences-${id}`} className="border-b bg-muted/50 px-5 py-3 text-sm font-semibold">
            {group}
          </h2>
          <ul className="divide-y">
            {packages.map(([name, licence, purpose]) => (
              <li key={name} className="flex items-center justify-between gap-4 px-5 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{name}</p>
                  <p className="text-xs text-muted-foreground">{purpose}</p>
                </div>
                <span className="shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-medium">{licence}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
