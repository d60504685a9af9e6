import { z } from 'zod';
import { schemaResolver } from './forms.ts';

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
