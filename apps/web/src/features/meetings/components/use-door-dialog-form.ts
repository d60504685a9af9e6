import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifyDone } from '../../../lib/notify.ts';

interface Sender<V> {
  mutate(values: V, options: { onSuccess: () => void; onError: (err: Error) => void }): void;
}

/**
 * The form of a dialog at the door (walk-in, substitute): checked by its schema and sent by `sender`. Sent, a toast
 * says `done(values)`, the form empties and the dialog closes; refused, the answer's field errors show by their
 * fields, or its message above the buttons, and nothing typed is lost.
 */
export function useDoorDialogForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  empty: DefaultValues<z.input<S>>,
  sender: Sender<z.output<S>>,
  done: (values: z.output<S>) => string,
  close: () => void,
) {
  const form = useSchemaForm(schema, empty);
  const field = fieldBinder(form.register, form.formState.errors);
  const submit = form.handleSubmit((values) =>
    sender.mutate(values, {
      onSuccess: () => {
        notifyDone(done(values));
        form.reset(empty);
        close();
      },
      onError: (err) => {
        if (!showServerErrors(form.setError, err)) form.setError('root', { message: err.message });
      },
    }),
  );
  return { form, field, submit };
}
