import { type FormEvent, useId, useState } from 'react';
import { useMessagesNow } from '../../lib/i18n/use-messages-now.ts';
import { componentMessages } from '../messages.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';

export interface ReportDetails {
  userMessage: string;
  name?: string;
  email?: string;
}

interface Props {
  /** Name and e-mail are asked (optionally) only when nobody is signed in (docs/product-rules.md "Error report"). */
  signedIn: boolean;
  submitting: boolean;
  onSubmit: (details: ReportDetails) => void;
  onCancel: () => void;
}

/**
 * What the user was doing, for the support team; the technical details are attached automatically. Part of the error
 * screen, it does not wait for its words either (use-messages-now.ts).
 */
export function ErrorReportForm({ signedIn, submitting, onSubmit, onCancel }: Props) {
  const t = useMessagesNow(componentMessages);
  const messageId = useId();
  const [userMessage, setUserMessage] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(signedIn ? { userMessage } : { userMessage, name: name.trim(), email: email.trim() });
  };

  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4 text-start" aria-label={t('reportIssue')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium">
          {t('whatWereYouDoing')} <span className="font-normal text-muted-foreground">{t('optional')}</span>
        </label>
        <textarea
          id={messageId}
          rows={4}
          maxLength={5000}
          value={userMessage}
          onChange={(e) => setUserMessage(e.target.value)}
          placeholder={t('reportPlaceholder')}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
        />
      </div>
      {!signedIn && (
        <>
          <Field
            label={t('name')}
            labelNote={t('optional')}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Field
            label={t('email')}
            labelNote={t('optional')}
            type="email"
            autoComplete="email"
            hint={t('emailHint')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </>
      )}
      <p className="text-xs text-muted-foreground">{t('reportIncludes')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('sendReport')}
        </Button>
      </div>
    </form>
  );
}
