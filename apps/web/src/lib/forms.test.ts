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
});
