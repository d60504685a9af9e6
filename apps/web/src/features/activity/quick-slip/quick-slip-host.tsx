import { lazy, Suspense, useEffect } from 'react';
import { closeQuickSlip, useQuickSlipOpen } from './quick-slip-open.ts';
import { useSlipsWaiting } from './slips-waiting.ts';

// Loaded when first asked for, so home and every other page carry only the button (docs/quick-slip.md "Weight").
const QuickSlipSheet = lazy(() => import('./sheet/quick-slip-sheet.tsx').then((m) => ({ default: m.QuickSlipSheet })));
// Loaded only while slips wait on this device.
const SlipSender = lazy(() => import('./sheet/slip-sender.tsx').then((m) => ({ default: m.SlipSender })));

/** Mounted by the signed-in layout for members who record activity: the sheet when open, the sender when needed. */
export function QuickSlipHost() {
  const open = useQuickSlipOpen();
  const waiting = useSlipsWaiting();
  // Signed out (or the layout gone), a sheet left open does not reopen for the next account.
  useEffect(() => closeQuickSlip, []);
  return (
    <Suspense fallback={null}>
      {open && <QuickSlipSheet />}
      {waiting && <SlipSender />}
    </Suspense>
  );
}
