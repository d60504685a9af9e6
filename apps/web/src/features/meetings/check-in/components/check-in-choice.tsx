import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredPage } from '../../../../components/layout/centered-page.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { checkInMessages } from '../messages.ts';
import { PageIcon } from './page-icon.tsx';

/** Signed out: a member signs in and comes back to this page (the sign-in's return path); a visitor signs in here. */
export function CheckInChoice({ code, onVisitor }: { code: string; onVisitor: () => void }) {
  const t = useMessages(checkInMessages);
  const back = { from: webPath(webPaths.checkIn, { code }) };
  return (
    <CenteredPage
      title={t('chooseTitle')}
      description={<p>{t('chooseIntro')}</p>}
      icon={<PageIcon icon={CalendarDays} />}
    >
      <div className="flex flex-col gap-3">
        <Link to={webPaths.login} state={back} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('imMember')}
        </Link>
        <Button variant="secondary" size="lg" className="w-full" onClick={onVisitor}>
          {t('imVisitor')}
        </Button>
      </div>
    </CenteredPage>
  );
}
