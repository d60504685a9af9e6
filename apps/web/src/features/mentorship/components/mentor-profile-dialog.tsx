import { MENTOR_CAPACITY_MAX } from '@chapter/shared/mentorship.labels';
import type { MentorCard } from '@chapter/shared/mentorship.schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SwitchRow } from '../../../components/ui/switch.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldError, notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useSaveMentorProfile } from '../api/save-mentor-profile.ts';

interface Props {
  open: boolean;
  profile: MentorCard | null;
  onClose: () => void;
}

interface Errors {
  expertise?: string;
  capacity?: string;
}

/** Opt in as a mentor, or edit: expertise, how many mentees at once, a short bio, and a pause switch. */
export function MentorProfileDialog({ open, profile, onClose }: Props) {
  const save = useSaveMentorProfile();
  const [expertise, setExpertise] = useState('');
  const [capacity, setCapacity] = useState('2');
  const [bio, setBio] = useState('');
  const [accepting, setAccepting] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!open) return;
    setExpertise(profile?.expertise ?? '');
    setCapacity(String(profile?.capacity ?? 2));
    setBio(profile?.bio ?? '');
    setAccepting(profile?.accepting ?? true);
    setErrors({});
  }, [open, profile]);

  const submit = async () => {
    const n = Number(capacity);
    const next: Errors = {};
    if (!expertise.trim()) next.expertise = 'Say what you can help with';
    if (!Number.isInteger(n) || n < 1 || n > MENTOR_CAPACITY_MAX) {
      next.capacity = `Between 1 and ${MENTOR_CAPACITY_MAX} mentees`;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await save.mutateAsync({ expertise, capacity: n, bio: bio.trim() || null, accepting });
      notifyDone(profile ? 'Mentor profile saved' : 'You are now a mentor', 'Members can find you in the search.');
      onClose();
    } catch (err) {
      setErrors({ expertise: fieldError(err, 'expertise'), capacity: fieldError(err, 'capacity') });
      notifyFailed('Not saved', err);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={profile ? 'Edit your mentor profile' : 'Become a mentor'}
      description="Members of your group find you by your name, classification and expertise."
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label="Expertise"
          value={expertise}
          maxLength={300}
          onChange={(e) => setExpertise(e.target.value)}
          placeholder="e.g. Pricing, cash flow, public speaking"
          error={errors.expertise}
        />
        <Field
          label="Mentees at a time"
          type="number"
          inputMode="numeric"
          min={1}
          max={MENTOR_CAPACITY_MAX}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          error={errors.capacity}
        />
        <TextArea
          label="About you as a mentor"
          labelNote="(optional)"
          maxLength={2000}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
        />
        <SwitchRow
          label="Taking new mentees"
          description="Turn off to pause applications without leaving the list."
          checked={accepting}
          onChange={setAccepting}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {profile ? 'Save' : 'Become a mentor'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
