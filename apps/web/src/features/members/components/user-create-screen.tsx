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
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateUser } from '../api/create-user.ts';
import { membersMessages } from '../messages.ts';
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
      // Worded when the form is checked, in the language of the moment.
      error: () => membersMessages.text('chooseGroup'),
      path: ['groupId'],
    });

/** /admin/users/create: a new account placed in a group with a role, onboarded by link or temporary password. */
export function UserCreateScreen({ groups }: Props) {
  const t = useMessages(membersMessages);
  const roleName = useRoleName();
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
      notifyDone(t('userCreated'), res.message);
      setDone({ message: res.message, userId: res.userId, temporaryPassword: res.temporaryPassword });
      form.reset(EMPTY);
    } catch (err) {
      showServerErrors(form.setError, err);
      form.setError('root', { message: failureReason(err, t('tryAgain')) });
    }
  });

  return (
    <ScreenIntro title={t('createUserTitle')} description={t('createUserIntro')}>
      {done && (
        <div className="flex flex-col gap-3">
          <Banner variant="success" title={t('userCreated')} urgent={false}>
            <p>{done.message}</p>
            <p>
              <Link className="font-medium underline" to={webPath(webPaths.profile, { userId: done.userId })}>
                {t('openNewProfile')}
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
          title={t('notCreated')}
          message={errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
          className="sm:col-span-2"
        />
        <Field label={t('name')} autoComplete="off" {...field('name')} />
        <Field label={t('email')} type="email" {...field('email')} />
        <SelectField
          label={t('role')}
          {...register('role')}
          options={roles.map((r) => ({
            value: r,
            label: r === 'Admin' ? t('adminRole') : roleName(r),
          }))}
        />
        {groups && (
          <SelectField
            label={t('group')}
            {...field('groupId')}
            options={[
              { value: '', label: t('chooseGroup') },
              ...groups.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
          />
        )}
        <Field
          label={t('classification')}
          labelNote={t('optional')}
          {...field('classification')}
          hint={t('classificationHint')}
        />
        <Field label={t('company')} labelNote={t('optional')} {...field('companyName')} />
        <Field label={t('phone')} labelNote={t('optional')} type="tel" {...field('phone')} hint={t('phoneHint')} />
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{t('firstPassword')}</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" value="link" className="mt-1" {...register('onboarding')} />
            <span>{t('onboardByLink')}</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" value="temporary" className="mt-1" {...register('onboarding')} />
            <span>{t('onboardByTemporary')}</span>
          </label>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link
            to={webPaths.adminUsers}
            className="inline-flex h-10 items-center justify-center rounded-lg border px-4 text-sm font-medium"
          >
            {t('backToUsers')}
          </Link>
          <Button type="submit" loading={create.isPending}>
            {t('createUser')}
          </Button>
        </div>
      </form>
    </ScreenIntro>
  );
}
