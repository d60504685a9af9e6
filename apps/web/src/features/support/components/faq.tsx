import { ChevronDown } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { supportMessages } from '../messages.ts';

/** Answers to the questions members ask most. */
export function Faq() {
  const t = useMessages(supportMessages);
  const questions: Array<[question: string, answer: string]> = [
    [t('passwordQuestion'), t('passwordAnswer')],
    [t('accessQuestion'), t('accessAnswer')],
    [t('pushQuestion'), t('pushAnswer')],
    [t('privacyQuestion'), t('privacyAnswer')],
    [t('signedOutQuestion'), t('signedOutAnswer')],
    [t('updateQuestion'), t('updateAnswer')],
    [t('errorQuestion'), t('errorAnswer')],
    [t('inviteQuestion'), t('inviteAnswer')],
  ];
  return (
    <div className="divide-y overflow-hidden rounded-2xl border bg-card shadow-xs">
      {questions.map(([question, answer]) => (
        <details key={question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-sm font-medium hover:bg-accent [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-4 text-sm leading-relaxed text-muted-foreground">{answer}</p>
        </details>
      ))}
    </div>
  );
}
