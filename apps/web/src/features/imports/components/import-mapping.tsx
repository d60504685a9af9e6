import { IMPORT_FIELDS, type ImportKind } from '@chapter/shared/imports.layouts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { importsMessages } from '../messages.ts';

interface Props {
  kind: ImportKind;
  headers: readonly string[];
  /** Field → header the server used. */
  mapping: Record<string, string>;
  missing: readonly string[];
  onChange: (field: string, header: string) => void;
}

/** The mapping step: each field of the kind, and the file's column that holds it (docs/imports.md "The flow"). */
export function ImportMapping({ kind, headers, mapping, missing, onChange }: Props) {
  const t = useMessages(importsMessages);
  const options = [{ value: '', label: t('noColumn') }, ...headers.map((h) => ({ value: h, label: h }))];
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
      <legend className="px-1 font-semibold">{t('mappingTitle')}</legend>
      <p className="text-sm text-muted-foreground">{t('mappingIntro')}</p>
      {missing.length > 0 && (
        <p className="text-sm font-medium text-destructive-strong">
          {t('missing', { fields: missing.map((field) => t('fieldName', { field })).join(', ') })}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {IMPORT_FIELDS[kind].map((field) => (
          <SelectField
            key={field}
            label={t('fieldName', { field })}
            value={mapping[field] ?? ''}
            options={options}
            onChange={(e) => onChange(field, e.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
