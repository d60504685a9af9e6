import { ChevronDown } from 'lucide-react';

const QUESTIONS: Array<[question: string, answer: string]> = [
  [
    'How do I change my password or e-mail?',
    'Open Settings → Account. Both need your current password. Changing your password signs out every other device using your account.',
  ],
  [
    "Why can't I see the calendar, roster or admin tools?",
    'What you can open depends on your role in the group. If something you need is missing, ask your group president or an administrator to check your role.',
  ],
  [
    'How do I get notified about new messages?',
    'Turn on push notifications in Settings → Notifications and allow them when your browser asks. On an iPhone or iPad (iOS 16.4 or later), first add Chapter to your Home Screen (Share → Add to Home Screen) and open it from there; a Safari tab cannot show notifications. E-mail notifications work everywhere.',
  ],
  [
    'Who can see my phone number and e-mail?',
    'Members of your group, on the roster. You can hide either one in Settings → Privacy.',
  ],
  [
    'Why was I signed out?',
    'Sessions end when you sign out, when your password changes, or after a long time away. An app update also asks you to sign in again.',
  ],
  [
    "What is the 'Update Available' window?",
    "A new version of Chapter has been released. It installs itself after 30 seconds, or at once with 'Update Now', and then you sign in again.",
  ],
  [
    'A page showed "Something went wrong". What should I do?',
    'Choose Try Again first. If it keeps happening, choose Report Issue and tell us what you were doing: the technical details are sent with your report.',
  ],
  [
    'How do I invite a visitor to our meeting?',
    'Open Visitors from the More menu. Your guest receives an e-mail invitation they can accept or decline.',
  ],
];

/** Answers to the questions members ask most. */
export function Faq() {
  return (
    <div className="divide-y overflow-hidden rounded-2xl border bg-card shadow-xs">
      {QUESTIONS.map(([question, answer]) => (
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
