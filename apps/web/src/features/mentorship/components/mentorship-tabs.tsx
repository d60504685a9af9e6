import * as webPaths from '@chapter/shared/web-paths';
import { Search, Send } from 'lucide-react';
import { TabLinks } from '../../../components/ui/tab-links.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { mentorshipMessages } from '../messages.ts';

/** Mentorship has two children, search and apply (docs/product-rules.md "Routes"). */
export function MentorshipTabs() {
  const t = useMessages(mentorshipMessages);
  return (
    <TabLinks
      label={t('sections')}
      items={[
        { to: webPaths.mentorshipSearch, label: t('findMentor'), icon: Search },
        { to: webPaths.mentorshipApply, label: t('apply'), icon: Send },
      ]}
    />
  );
}
