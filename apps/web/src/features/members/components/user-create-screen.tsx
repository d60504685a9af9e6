import { createUserRequest } from '@chapter/shared/admin-users.schemas';
import { assignableRoles, type RoleName } from '@chapter/shared/roles';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateUser } from '../api/create-user.ts';
import { TemporaryPasswordNote } from './temporary-password-note.tsx';

interface Props {
  /** Platform admins choose the group (the route passes the groups it can list). */
  groups?: Array<{ id: number; name: string }>;
}

const EMPTY = {
  name: '',
  email: '',
  role: 'Member' as RoleName,
  classification: '',
  companyName: '',
  phone: '',
  groupId: '',
  onboarding: 'link' as const,
};

/**
 * The new account as the form holds it (the group is the select's text), sent as the shared request; a platform
 * admin choosing from several groups must choose one, except for a new administrator.
 */
const userForm = (chooseGroup: boolean) =>
  createUserRequest
    .extend({ groupId: z.string() })
    .transform(({ groupId, ...rest }) => ({ ...rest, ...(groupId && { groupId: Number(groupId) }) }))
    .refine((v) => !chooseGroup || v.groupId !== undefined || v.role === 'Admin', {
      message: 'Choose a group',
      path: ['groupId'],
    });

/** /admin/users/create: a new account placed in a group with a role, onboarded by link or temporary password. */
export function UserCreateScreen({ groups }: Props) {
  const me = useCurrentUser();
  const create = useCreateUser();
  const chooseGroup = groups !== undefined;
  const schema = useMemo(() => userForm(chooseGroup), [chooseGroup]);
  const form = useSchemaForm(schema, EMPTY);
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const { register } = form;
  const [done, setDone] = useState<{ message: string; userId: number; temporaryPassword: string | null } | null>(null);
  // Only roles below the creator's own, as the server allows (docs/decisions/0009-roles-below-your-own.md).
  const roles = assignableRoles(me);

  const submit = form.handleSubmit(async (body) => {
    try {
      const res = await create.mutateAsync(body);
      notifyDone('User created', res.message);
      setDone({ message: res.message, userId: res.userId, temporaryPassword: res.temporaryPassword });
      form.reset(EMPTY);
    } catch (err) {
      showServerErrors(form.setError, err);
      form.setError('root', { message: failureReason(err, 'Please try again.') });
    }
  });

  return (
    <ScreenIntro title="Create User" description="Add a user account and place it in a group with a role.">
      {done && (
        <div className="flex flex-col gap-3">
          <Banner variant="success" title="User created" urgent={false}>
            <p>{done.message}</p>
            <p>
              <Link className="font-medium underline" to={webPath(webPaths.profile, { userId: done.userId })}>
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
        onSubmit={submit}
      >
        <FormFailure
          title="Not created"
          message={errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
          className="sm:col-span-2"
        />
        <Field label="Name" autoComplete="off" {...field('name')} />
        <Field label="Email" type="email" {...field('email')} />
        <SelectField
          label="Role"
          {...register('role')}
          options={roles.map((r) => ({ value: r, label: r === 'Admin' ? 'Admin (platform administrator)' : r }))}
        />
        {groups && (
          <SelectField
            label="Group"
            {...field('groupId')}
            options={[
              { value: '', label: 'Choose a group' },
              ...groups.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
          />
        )}
        <Field
          label="Classification"
          labelNote="(optional)"
          {...field('classification')}
          hint="One active member per classification in a group."
        />
        <Field label="Company" labelNote="(optional)" {...field('companyName')} />
        <Field
          label="Phone"
          labelNote="(optional)"
          type="tel"
          {...field('phone')}
          hint="With country code (+44…) to receive SMS."
        />
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">First password</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" value="link" className="mt-1" {...register('onboarding')} />
            <span>E-mail a welcome link to choose a password (single use, 7 days)</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" value="temporary" className="mt-1" {...register('onboarding')} />
            <span>Set a temporary password (shown once and e-mailed; must be changed at the first sign-in)</span>
          </label>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link
            to={webPaths.adminUsers}
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
