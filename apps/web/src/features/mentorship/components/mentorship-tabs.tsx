import * as webPaths from '@chapter/shared/web-paths';
import { Search, Send } from 'lucide-react';
import { TabLinks } from '../../../components/ui/tab-links.tsx';

/** Mentorship has two children, search and apply (docs/product-rules.md "Routes"). */
export function MentorshipTabs() {
  return (
    <TabLinks
      label="Mentorship sections"
      items={[
        { to: webPaths.mentorshipSearch, label: 'Find a mentor', icon: Search },
        { to: webPaths.mentorshipApply, label: 'Apply', icon: Send },
      ]}
    />
  );
}
