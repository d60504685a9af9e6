import { useParams } from 'react-router';
import { APP_NAME } from '../../components/layout/brand.tsx';
import { CheckInPage } from '../../features/meetings/check-in/components/check-in-page.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { appMessages } from './messages.ts';

/** Where the meeting screen's QR code lands (docs/meeting-mode.md "Check-in without the Secretary"). */
export function CheckInRoute() {
  const t = useMessages(appMessages);
  const { code = '' } = useParams();
  return (
    <>
      <title>{`${t('checkInPage')} · ${APP_NAME}`}</title>
      <CheckInPage key={code} code={code} />
    </>
  );
}
