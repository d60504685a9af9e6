import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { shellMessages } from './messages.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode[];
}

/** A policy page's sections in a readable column, with a table of contents on wide screens. */
export function LegalDocument({ updated, sections }: { updated: string; sections: LegalSection[] }) {
  const t = useMessages(shellMessages);
  const anchor = (i: number) => `section-${i + 1}`;
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t('contents')} className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('contents')}</p>
        <ol className="mt-3 flex flex-col gap-2 text-sm">
          {sections.map(({ heading }, i) => (
            <li key={heading}>
              <a href={`#${anchor(i)}`} className="text-muted-foreground hover:text-foreground">
                {heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl rounded-2xl border bg-card p-6 shadow-xs sm:p-8">
        <p className="text-sm text-muted-foreground">{t('lastUpdated', { date: updated })}</p>
        {sections.map(({ heading, body }, i) => (
          <section key={heading} id={anchor(i)} className="mt-8 scroll-mt-24 first-of-type:mt-6">
            <h2 className="text-lg font-semibold">
              {i + 1}. {heading}
            </h2>
            <div className="mt-3 flex flex-col gap-3 leading-relaxed text-muted-foreground [&_li]:ms-5 [&_li]:list-disc [&_strong]:text-foreground [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
              {body}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}
