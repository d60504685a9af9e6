import { COMMITTEE_PERMISSION } from '@chapter/shared/roles';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { CommitteeScreen } from '../../../features/committee/components/committee-screen.tsx';

/** The membership committee's area: its seat holders, and the leaders who seat them (docs/membership-committee.md). */
export function AdminCommitteeRoute() {
  return (
    <PermissionGate require={{ anyOf: ['manage_members', COMMITTEE_PERMISSION] }}>
      <CommitteeScreen />
    </PermissionGate>
  );
}
