import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useGroupMembers } from '../../../lib/members-query.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useAssignMentorship } from '../api/assign-mentorship.ts';

interface Errors {
  mentorId?: string;
  menteeId?: string;
  goals?: string;
}

/** Leaders pair two members directly: the mentorship starts active and both are e-mailed. */
export function AssignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const members = useGroupMembers(open);
  const assign = useAssignMentorship();
  const [mentorId, setMentorId] = useState('');
  const [menteeId, setMenteeId] = useState('');
  const [goals, setGoals] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!open) return;
    setMentorId('');
    setMenteeId('');
    setGoals('');
    setErrors({});
  }, [open]);
  const options = [
    { value: '', label: 'Choose a member' },
    ...(members.data?.items ?? []).map((m) => ({
      value: String(m.id),
      label: m.classification ? `${m.name} (${m.classification})` : m.name,
    })),
  ];
  const submit = async () => {
    const next: Errors = {};
    if (!mentorId) next.mentorId = 'Choose the mentor';
    if (!menteeId) next.menteeId = 'Choose the mentee';
    else if (menteeId === mentorId) next.menteeId = 'Choose someone other than the mentor';
    if (!goals.trim()) next.goals = 'Describe the goals';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const res = await assign.mutateAsync({ mentorId: Number(mentorId), menteeId: Number(menteeId), goals });
      notifyDone('Mentor assigned', res.message);
      onClose();
    } catch (err) {
      notifyFailed('Not assigned', err);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Assign a mentor"
      description="The mentorship starts at once; both members are e-mailed."
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {members.isError && <p className="text-sm text-destructive-strong">Could not load the members.</p>}
        <SelectField
          label="Mentor"
          options={options}
          value={mentorId}
          onChange={(e) => setMentorId(e.target.value)}
          error={errors.mentorId}
          disabled={members.isPending}
        />
        <SelectField
          label="Mentee"
          options={options}
          value={menteeId}
          onChange={(e) => setMenteeId(e.target.value)}
          error={errors.menteeId}
          disabled={members.isPending}
        />
        <TextArea
          label="Goals"
          maxLength={2000}
          value={goals}
          onChange={(e) => setGoals(e.target.value)}
          error={errors.goals}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={assign.isPending}>
            Assign
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
