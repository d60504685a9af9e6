import { Search, Send } from 'lucide-react';
import { TabLinks } from '../../../components/ui/tab-links.tsx';

/** Seed §2: mentorship has two children, search and apply. */
export function MentorshipTabs() {
  return (
    <TabLinks
      label="Mentorship sections"
      items={[
        { to: '/activity/mentorship/search', label: 'Find a mentor', icon: Search },
        { to: '/activity/mentorship/apply', label: 'Apply', icon: Send },
      ]}
    />
  );
}
