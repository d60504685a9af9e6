import { AppError } from '../lib/app-error.ts';

/** The one message for a classification another active member already holds. */
export function classificationTaken(classification: string, holder: string): AppError {
  return new AppError(
    'CLASSIFICATION_TAKEN',
    `The classification "${classification}" is already held by ${holder}. A group has one active member per classification.`,
    { details: [{ field: 'classification', message: `Already held by ${holder}` }] },
  );
}

/**
 * Approving an applicant into a classification an active member holds: the approver is told who, and may confirm
 * seating both (docs/product-rules.md "Joining").
 */
export function classificationHeld(classification: string, holder: { id: number; name: string }): AppError {
  return new AppError(
    'CLASSIFICATION_TAKEN',
    `${holder.name} already holds the classification "${classification}". Choose another classification: a group seats one member per profession.`,
    {
      details: [{ field: 'classification', message: `Already held by ${holder.name}` }],
      classificationHeldBy: { userId: holder.id, name: holder.name },
    },
  );
}
