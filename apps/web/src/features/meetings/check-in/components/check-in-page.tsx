import { useState } from 'react';
import { useAuthToken } from '../../../../lib/auth.ts';
import { CheckInChoice } from './check-in-choice.tsx';
import { MemberCheckIn } from './member-check-in.tsx';
import { VisitorCheckInForm } from './visitor-check-in-form.tsx';

/**
 * Where the screen's QR code lands (docs/meeting-mode.md "Check-in without the Secretary"), on a phone: a signed-in
 * member is checked in at once; anyone else chooses between signing in as a member (back here after) and the
 * visitor sign-in.
 */
export function CheckInPage({ code }: { code: string }) {
  const token = useAuthToken();
  const [visitor, setVisitor] = useState(false);
  if (visitor) return <VisitorCheckInForm code={code} onBack={() => setVisitor(false)} />;
  if (token) return <MemberCheckIn code={code} onVisitor={() => setVisitor(true)} />;
  return <CheckInChoice code={code} onVisitor={() => setVisitor(true)} />;
}
