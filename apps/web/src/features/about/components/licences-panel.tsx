/** The main open-source packages Chapter is built on, with their licences (from each package's manifest). */
const LICENCES: Array<{ group: string; packages: Array<[name: string, licence: string, purpose: string]> }> = [
  {
    group: 'In your browser',
    packages: [
      ['React', 'MIT', 'User interface'],
      ['React Router', 'MIT', 'Pages and navigation'],
      ['TanStack Query', 'MIT', 'Loading and caching data'],
      ['Radix UI', 'MIT', 'Accessible dialogs, menus, tooltips and toasts'],
      ['Tailwind CSS', 'MIT', 'Styling'],
      ['Lucide', 'ISC', 'Icons'],
      ['React Hook Form', 'MIT', 'Forms'],
      ['Zod', 'MIT', 'Data validation'],
      ['Centrifuge', 'MIT', 'Real-time connection'],
      ['DOMPurify', 'MPL-2.0 or Apache-2.0', 'Cleaning rich text before display'],
    ],
  },
  {
    group: 'On the server',
    packages: [
      ['Fastify', 'MIT', 'Web server'],
      ['Kysely', 'MIT', 'Database queries'],
      ['better-sqlite3', 'MIT', 'Embedded database'],
      ['node-postgres (pg)', 'MIT', 'PostgreSQL database'],
      ['ioredis', 'MIT', 'Redis for running several servers'],
      ['ws', 'MIT', 'WebSockets'],
      ['jose', 'MIT', 'Sign-in tokens'],
      ['@node-rs/argon2', 'MIT', 'Password hashing'],
      ['rate-limiter-flexible', 'ISC', 'Protection against guessing'],
      ['Nodemailer', 'MIT-0', 'Sending e-mail'],
      ['Pino', 'MIT', 'Logging'],
    ],
  },
];

export function LicencesPanel() {
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Chapter stands on the work of open-source communities. These are the main packages it uses and the licences they
        are published under; each licence text ships with its package.
      </p>
      {LICENCES.map(({ group, packages }) => (
        <section
          key={group}
          aria-labelledby={`licences-${group}`}
          className="overflow-hidden rounded-2xl border bg-card shadow-xs"
        >
          <h2 id={`licences-${group}`} className="border-b bg-muted/50 px-5 py-3 text-sm font-semibold">
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
