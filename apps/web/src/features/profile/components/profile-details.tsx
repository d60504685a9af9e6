import { Building2, Globe, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCalendarDate, formatDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { profileMessages } from '../messages.ts';

export interface ProfileView {
  id: number;
  name: string;
  email: string | null;
  companyName: string | null;
  classification: string | null;
  phone: string | null;
  website: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  role: string;
  isLeadership: boolean;
  status: string | null;
  groupName: string | null;
  joinedAt: string | null;
  renewalDue: string | null;
}

function Row({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0">
        <dt className="sr-only">{label}</dt>
        <dd className="break-words">{children}</dd>
      </div>
    </div>
  );
}

/** Contact, about and membership sections of a profile. */
export function ProfileDetails({ view }: { view: ProfileView }) {
  const t = useMessages(profileMessages);
  // Joining is a moment, shown in the group's zone; renewal falls due on a calendar day (midnight UTC in the API).
  const timeZone = useGroupTimeZone();
  const website =
    view.website && /^https?:\/\//i.test(view.website) ? view.website : view.website ? `https://${view.website}` : null;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="contact-heading" className="rounded-2xl border bg-card p-5 shadow-xs">
        <h2 id="contact-heading" className="font-semibold">
          {t('contact')}
        </h2>
        <dl className="mt-3 flex flex-col gap-3 text-sm">
          {view.companyName && (
            <Row icon={Building2} label={t('company')}>
              {view.companyName}
            </Row>
          )}
          {view.phone && (
            <Row icon={Phone} label={t('phone')}>
              <a className="text-primary hover:underline" href={`tel:${view.phone.replace(/[^\d+]/g, '')}`}>
                {view.phone}
              </a>
            </Row>
          )}
          {view.email && (
            <Row icon={Mail} label={t('email')}>
              <a className="text-primary hover:underline" href={`mailto:${view.email}`}>
                {view.email}
              </a>
            </Row>
          )}
          {website && (
            <Row icon={Globe} label={t('website')}>
              <a className="text-primary hover:underline" href={website} target="_blank" rel="noopener noreferrer">
                {view.website}
              </a>
            </Row>
          )}
          {!view.companyName && !view.phone && !view.email && !website && (
            <p className="text-muted-foreground">{t('noContact')}</p>
          )}
        </dl>
      </section>
      <section aria-labelledby="about-heading" className="rounded-2xl border bg-card p-5 shadow-xs lg:col-span-2">
        <h2 id="about-heading" className="font-semibold">
          {t('about')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
          {view.bio || t('noBio', { firstName: view.name.split(' ')[0] })}
        </p>
        {view.status && (
          <dl className="mt-5 grid gap-4 border-t pt-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('membership')}</dt>
              <dd className="mt-1 font-medium">{t('statusName', { status: view.status })}</dd>
            </div>
            {view.joinedAt && (
              <div>
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  {t('memberSince')}
                </dt>
                <dd className="mt-1 font-medium">{formatDate(view.joinedAt, timeZone, 'long')}</dd>
              </div>
            )}
            {view.renewalDue && (
              <div>
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('renewalDue')}</dt>
                <dd className="mt-1 font-medium">{formatCalendarDate(view.renewalDue, 'long')}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
    </div>
  );
}
