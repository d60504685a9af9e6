import type { ImportNameMatch } from '@chapter/shared/imports.schemas';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { importsMessages } from '../messages.ts';

/** The value of "leave its rows out" in a name's picker (a member id is never 0). */
const LEAVE_OUT = '0';

interface Props {
  names: readonly ImportNameMatch[];
  members: ReadonlyArray<{ id: number; name: string }>;
  /** The leader's choices so far: name → member id, or null for "leave out". */
  chosen: Record<string, number | null>;
  onChoose: (name: string, userId: number | null | undefined) => void;
}

/** The manual match: a picker for each name no member matched, or that the leader already matched by hand. */
export function ImportMatches({ names, members, chosen, onChoose }: Props) {
  const t = useMessages(importsMessages);
  const open = names.filter((n) => n.by === 'none' || n.name in chosen);
  if (open.length === 0) return null;
  const options = [
    { value: '', label: t('chooseMember') },
    ...members.map((m) => ({ value: String(m.id), label: m.name })),
    { value: LEAVE_OUT, label: t('leaveOut') },
  ];
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
      <legend className="px-1 font-semibold">{t('matchesTitle')}</legend>
      <p className="text-sm text-muted-foreground">{t('matchesIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {open.map((n) => {
          const choice = chosen[n.name];
          return (
            <SelectField
              key={n.name}
              label={`${n.name} (${t('rowsUsing', { rows: n.rows })})`}
              value={choice === undefined ? '' : choice === null ? LEAVE_OUT : String(choice)}
              options={options}
              onChange={(e) => {
                const value = e.target.value;
                onChoose(n.name, value === '' ? undefined : value === LEAVE_OUT ? null : Number(value));
              }}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
