import { lazy, Suspense, useEffect, useRef } from 'react';
import { addSignOutCheck } from '../../../lib/sign-out-checks.ts';
import { waitingMarks } from '../attendance-queue.ts';
import { askAboutUnsentMarks, useUnsentMarksQuestion } from '../unsent-marks.ts';

/**
 * The question's words and buttons, a file of their own: this dialog is on every signed-in page's first load, and
 * the meetings' catalogue it speaks from should not be. Precached with the rest of the app for offline use.
 */
const loadQuestion = () => import('./unsent-marks-question.tsx').then((m) => ({ default: m.UnsentMarksQuestion }));
const UnsentMarksQuestion = lazy(loadQuestion);

/**
 * Asked when a leader logs out with attendance marks that have not reached the server: send them now or discard
 * them, so none stay behind on the device (docs/installable-app.md "Writing offline").
 */
export function UnsentMarksDialog() {
  const question = useUnsentMarksQuestion();
  // Mounted from the first question on, so the dialog closes as it opened.
  const asked = useRef(false);
  if (question.open) asked.current = true;
  // While mounted, a logout asks here first, once the question's words are in (fetched only when marks wait).
  useEffect(
    () =>
      addSignOutCheck(async () => {
        if (waitingMarks().length > 0) await loadQuestion().catch(() => undefined);
        return askAboutUnsentMarks();
      }),
    [],
  );
  if (!asked.current) return null;
  return (
    <Suspense fallback={null}>
      <UnsentMarksQuestion open={question.open} answer={question.answer} />
    </Suspense>
  );
}
