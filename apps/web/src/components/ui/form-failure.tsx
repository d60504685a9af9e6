import { Banner } from './banner.tsx';

interface Props {
  /** What did not happen, e.g. "Not saved", "Invitation not sent". */
  title: string;
  /** The reason (a form's root error); nothing is shown without one. */
  message: string | undefined;
  onDismiss: () => void;
  className?: string;
}

/**
 * A failure that belongs to the whole form rather than one field (a conflict, a refusal the member must act on):
 * shown at the form, dismissible, announced as an alert. The one way forms show it (docs/web-conventions.md).
 */
export function FormFailure({ title, message, onDismiss, className }: Props) {
  if (!message) return null;
  return (
    <Banner variant="destructive" title={title} onDismiss={onDismiss} className={className}>
      <p>{message}</p>
    </Banner>
  );
}
