import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';

const TONES = {
  neutral: 'bg-primary-soft text-primary',
  done: 'bg-success-soft text-success-strong',
  refused: 'bg-destructive-soft text-destructive-strong',
} as const;

/** The round icon above a check-in page's title: green when checked in, red when refused. */
export function PageIcon({ icon: Icon, tone = 'neutral' }: { icon: LucideIcon; tone?: keyof typeof TONES }) {
  return (
    <span className={cn('inline-flex rounded-full p-3', TONES[tone])}>
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
