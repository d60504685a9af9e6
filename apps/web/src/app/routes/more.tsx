import { ChevronRight, FileText, Info, LifeBuoy, Settings, Shield, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

const LINKS = [
  { to: '/visitors', label: 'Visitors', icon: UserPlus },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/support', label: 'Support', icon: LifeBuoy },
  { to: '/about', label: 'About', icon: Info },
  { to: '/privacy-policy', label: 'Privacy Policy', icon: Shield },
  { to: '/terms-of-service', label: 'Terms of Service', icon: FileText },
];

export function MoreRoute() {
  return (
    <ScreenIntro
      title="More"
      description="Everything that is not in the main navigation: visitors, settings, support and information about the app."
    >
      <nav aria-label="More">
        <ul className="divide-y overflow-hidden rounded-xl border bg-card">
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-accent">
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                <span className="flex-1 font-medium">{label}</span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ScreenIntro>
  );
}
