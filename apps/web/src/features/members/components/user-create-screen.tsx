import type { CreateUserRequest } from '@chapter/shared/admin-users.schemas';
import { ROLES, roleRank } from '@chapter/shared/roles';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateUser } from '../api/create-user.ts';
import { TemporaryPasswordNote } from './temporary-password-note.tsx';

interface Props {
  /** Platform admins choose the group (the route passes the groups it can list). */
  groups?: Array<{ id: number; name: string }>;
}

const EMPTY = { name: '', email: '', role: 'Member', classification: '', companyName: '', phone: '', groupId: '' };

/** /admin/users/create: a new account placed in a group with a role, onboarded by link or temporary password. */
export function UserCreateScreen({ groups }: Props) {
  const me = useCurrentUser();
  const create = useCreateUser();
  const [form, setForm] = useState(EMPTY);
  const [onboarding, setOnboarding] = useState<'link' | 'temporary'>('link');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; userId: number; temporaryPassword: string | null } | null>(null);
  const roles = ROLES.filter((r) => me.isAdmin || (r !== 'Admin' && roleRank(r) >= roleRank(me.role)));
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!form.name.trim()) local.name = 'Name is required';
    if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) local.email = 'Enter a valid email address';
    if (groups && !form.groupId && form.role !== 'Admin') local.groupId = 'Choose a group';
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length) return;
    const body: CreateUserRequest = {
      name: form.name,
      email: form.email,
      role: form.role as CreateUserRequest['role'],
      onboarding,
      classification: form.classification,
      companyName: form.companyName,
      phone: form.phone,
      ...(form.groupId && { groupId: Number(form.groupId) }),
    };
    try {
      const res = await create.mutateAsync(body);
      notifyDone('User created', res.message);
      setDone({ message: res.message, userId: res.userId, temporaryPassword: res.temporaryPassword });
      setForm(EMPTY);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(Object.fromEntries(err.details.map((d) => [d.field, d.message])));
        setFailure(err.message);
      } else setFailure('Please try again.');
    }
  };

  return (
    <ScreenIntro title="Create User" description="Add a user account and place it in a group with a role.">
      {done && (
        <div className="flex flex-col gap-3">
          <Banner variant="success" title="User created" urgent={false}>
            <p>{done.message}</p>
            <p>
              <Link className="font-medium underline" to={`/profile/${done.userId}`}>
                Open the new profile
              </Link>
            </p>
          </Banner>
          {done.temporaryPassword && <TemporaryPasswordNote password={done.temporaryPassword} />}
        </div>
      )}
      <form
        noValidate
        className="grid max-w-2xl gap-4 rounded-2xl border bg-card p-5 shadow-xs sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure && (
          <Banner
            variant="destructive"
            title="Not created"
            className="sm:col-span-2"
            onDismiss={() => setFailure(null)}
          >
            {failure}
          </Banner>
        )}
        <Field label="Name" value={form.name} onChange={set('name')} error={errors.name} autoComplete="off" />
        <Field label="Email" type="email" value={form.email} onChange={set('email')} error={errors.email} />
        <SelectField
          label="Role"
          value={form.role}
          onChange={set('role')}
          options={roles.map((r) => ({ value: r, label: r === 'Admin' ? 'Admin (platform administrator)' : r }))}
        />
        {groups && (
          <SelectField
            label="Group"
            value={form.groupId}
            onChange={set('groupId')}
            error={errors.groupId}
            options={[
              { value: '', label: 'Choose a group' },
              ...groups.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
          />
        )}
        <Field
          label="Classification"
          labelNote="(optional)"
          value={form.classification}
          onChange={set('classification')}
          error={errors.classification}
          hint="One active member per classification in a group."
        />
        <Field label="Company" labelNote="(optional)" value={form.companyName} onChange={set('companyName')} />
        <Field
          label="Phone"
          labelNote="(optional)"
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          hint="With country code (+44…) to receive SMS."
        />
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">First password</legend>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="onboarding"
              className="mt-1"
              checked={onboarding === 'link'}
              onChange={() => setOnboarding('link')}
            />
            <span>E-mail a welcome link to choose a password (single use, 7 days)</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="onboarding"
              className="mt-1"
              checked={onboarding === 'temporary'}
              onChange={() => setOnboarding('temporary')}
            />
            <span>Set a temporary password (shown once and e-mailed; must be changed at the first sign-in)</span>
          </label>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link
            to="/admin/users"
            className="inline-flex h-10 items-center justify-center rounded-lg border px-4 text-sm font-medium"
          >
            Back to users
          </Link>
          <Button type="submit" loading={create.isPending}>
            Create user
          </Button>
        </div>
      </form>
    </ScreenIntro>
  );
}
