import type { ReactNode } from 'react';
import { APP_NAME } from './brand.tsx';

interface Props {
  title: string;
  /** One sentence saying what the screen is for. */
  description: string;
  children?: ReactNode;
}

/** A screen's heading, description and document title. */
export function ScreenIntro({ title, description, children }: Props) {
  return (
    <section className="flex flex-col gap-6">
      <title>{`${title} · ${APP_NAME}`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  );
}
