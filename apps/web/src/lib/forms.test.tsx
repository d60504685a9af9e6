import { displayName } from '@chapter/shared/text-rules';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { z } from 'zod';
import { schemaResolver, useSchemaForm } from './forms.ts';
import { setActiveLocale } from './i18n/catalogue.ts';

const schema = z.strictObject({
  name: z.string().trim().min(1, 'Give a name').max(5, 'At most 5 characters'),
  note: z.string().trim().optional(),
});
const resolve = (values: z.input<typeof schema>) =>
  schemaResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('forms checked by the shared schema', () => {
  it("hands the submit handler the schema's output", async () => {
    expect(await resolve({ name: '  Ana ', note: ' hi ' })).toEqual({
      values: { name: 'Ana', note: 'hi' },
      errors: {},
    });
  });

  it("shows each field's first problem in the schema's words", async () => {
    const { errors } = await resolve({ name: '   ' });
    expect(errors).toEqual({ name: { type: 'too_small', message: 'Give a name' } });
  });

  it('nests a problem deeper in the request the way react-hook-form reads it', async () => {
    const nested = z.object({ audience: z.object({ roles: z.array(z.string()).min(1, 'Choose at least one role') }) });
    const { errors } = await schemaResolver(nested)({ audience: { roles: [] } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors).toEqual({ audience: { roles: { type: 'too_small', message: 'Choose at least one role' } } });
  });
});

const rules = z.strictObject({
  name: displayName(),
  note: z.string().max(3).optional(),
  other: z.string().min(1, 'Words a rule did not say').optional(),
});
function Form() {
  const { register, handleSubmit, formState } = useSchemaForm(rules, { name: '', note: 'toolong', other: '' });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <input {...register('name')} />
      <p>{formState.errors.name?.message}</p>
      <p>{formState.errors.note?.message}</p>
      <p>{formState.errors.other?.message}</p>
      <button type="submit">go</button>
    </form>
  );
}

describe('a form’s problems in the member’s language', () => {
  it('says a shared rule’s problem, and zod’s own, in German; other words as they are', async () => {
    setActiveLocale('de');
    // Awaited: the form waits (Suspense) for the German messages, and React shows it once they are in.
    await act(async () => {
      render(
        <Suspense>
          <Form />
        </Suspense>,
      );
    });
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect(await screen.findByText('Der Name fehlt')).toBeInTheDocument();
    expect(screen.getByText(/Zu groß/)).toBeInTheDocument();
    expect(screen.getByText('Words a rule did not say')).toBeInTheDocument();
  });

  it('keeps English in English', async () => {
    render(
      <Suspense>
        <Form />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText(/Too big/)).toBeInTheDocument();
  });
});
