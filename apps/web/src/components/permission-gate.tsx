import type { ReactNode } from 'react';
import { can, type Requirement } from '../lib/permissions.ts';
import { useSession } from '../lib/session.ts';
import { Banner } from './ui/banner.tsx';

const ACCESS_DENIED_MESSAGE =
  "You don't have permission to access this feature. Please contact your administrator if you believe this is an error.";

/** Seed §6: renders its children only with the permission; nothing at all until permissions have loaded. */
export function PermissionGate({ require, children }: { require: Requirement; children: ReactNode }) {
  const { data: user } = useSession();
  if (!user) return null;
  if (!can(user, require)) {
    return (
      <Banner variant="destructive" title="Access Denied">
        <p>{ACCESS_DENIED_MESSAGE}</p>
      </Banner>
    );
  }
  return children;
}
