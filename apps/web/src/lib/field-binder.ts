import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * One field's registration and its error message together, to spread onto `<Field>`:
 * `const field = fieldBinder(form.register, errors)` then `<Field label="Location" {...field('location')} />`.
 * Every form wires a field to its error the same way (docs/web-conventions.md). Zod-free, so the sign-in forms can
 * use it too. Call it while rendering: reading `errors` there is what makes react-hook-form re-render on a change.
 */
export function fieldBinder<V extends FieldValues>(register: UseFormRegister<V>, errors: FieldErrors<V>) {
  return <N extends Path<V>>(name: N, options?: RegisterOptions<V, N>) => ({
    ...register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
