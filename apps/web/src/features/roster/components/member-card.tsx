import type { RosterMember } from '@chapter/shared/members.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { RoleBadge, StatusBadge } from '../../../components/ui/role-badge.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { rosterMessages } from '../messages.ts';

/** One roster card: the whole card opens the profile; phone and e-mail links sit above that link. */
export function MemberCard({ member, showGroup }: { member: RosterMember; showGroup: boolean }) {
  const t = useMessages(rosterMessages);
  return (
    <article className="relative flex h-full gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40">
      <Avatar name={member.name} src={member.profileImageUrl} size={96} className="size-12" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="min-w-0 truncate font-semibold">
            <Link
              to={webPath(webPaths.profile, { userId: member.id })}
              className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-ring/40"
            >
              {member.name}
            </Link>
          </h2>
          <RoleBadge role={member.role} leadership={member.isLeadership} />
          <StatusBadge status={member.status} />
        </div>
        {member.companyName && <p className="truncate text-sm">{member.companyName}</p>}
        <p className="truncate text-sm text-muted-foreground">
          {member.classification ?? t('noClassification')}
          {showGroup && ` · ${member.groupName}`}
        </p>
        {(member.phone || member.email) && (
          <div className="relative z-10 mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {member.phone && (
              <a
                href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-1.5 text-primary hover:underline"
              >
                <Phone className="size-3.5" aria-hidden="true" />
                {member.phone}
              </a>
            )}
            {member.email && (
              <a
                href={`mailto:${member.email}`}
                className="inline-flex min-w-0 items-center gap-1.5 text-primary hover:underline"
              >
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {/* data-excerpt: a long address is cut on purpose; the link holds it whole (layout-checks.ts). */}
                <span data-excerpt className="truncate">
                  {member.email}
                </span>
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
