/**
 * The activity half of the PALMS report (docs/product-rules.md "PALMS report"): per member over a period, each
 * figure counted only from the member's first counted day (the day they joined). The figure definitions are
 * the scorecard's (ActivityRecordTable in schema-activity.ts), so the report and a member's numbers agree.
 */

interface ActivityFact {
  type: string;
  giver_id: number;
  receiver_id: number;
  status: string;
  approval_status: string | null;
  occurred_at: string;
  credits: number | null;
  amount_cents: number | null;
  currency: string | null;
  details: string | null;
}

interface VisitFact {
  invited_by: number | null;
  first_visit_at: string | null;
}

interface PalmsActivity {
  referralsInside: number;
  referralsOutside: number;
  referralsReceived: number;
  visitorsBrought: number;
  oneToOnes: number;
  tyfcbCents: number;
  testimonials: number;
  trainingCredits: number;
}

export const emptyActivity = (): PalmsActivity => ({
  referralsInside: 0,
  referralsOutside: 0,
  referralsReceived: 0,
  visitorsBrought: 0,
  oneToOnes: 0,
  tyfcbCents: 0,
  testimonials: 0,
  trainingCredits: 0,
});

/** A referral's scope, from its details; a record without one counts as outside the group (the usual case). */
function scopeOf(details: string | null): 'inside' | 'outside' {
  try {
    return (JSON.parse(details ?? '{}') as { scope?: string }).scope === 'inside' ? 'inside' : 'outside';
  } catch {
    return 'outside';
  }
}

/**
 * Tallies the period's records per member. `since(userId)` is the member's first counted instant (ISO); a
 * record before it is not theirs to count. Closed business counts in the group's currency only.
 */
export function tallyActivity(
  records: readonly ActivityFact[],
  visits: readonly VisitFact[],
  since: (userId: number) => string | undefined,
  currency: string,
): Map<number, PalmsActivity> {
  const out = new Map<number, PalmsActivity>();
  const add = (userId: number, at: string, key: keyof PalmsActivity, n: number) => {
    const start = since(userId);
    if (start === undefined || at < start) return;
    const row = out.get(userId) ?? emptyActivity();
    row[key] += n;
    out.set(userId, row);
  };
  for (const r of records) {
    switch (r.type) {
      case 'referral':
        if (r.approval_status === 'rejected') break;
        add(r.giver_id, r.occurred_at, scopeOf(r.details) === 'inside' ? 'referralsInside' : 'referralsOutside', 1);
        add(r.receiver_id, r.occurred_at, 'referralsReceived', 1);
        break;
      case 'one_to_one':
        if (r.status !== 'completed') break;
        add(r.giver_id, r.occurred_at, 'oneToOnes', 1);
        add(r.receiver_id, r.occurred_at, 'oneToOnes', 1);
        break;
      case 'testimonial':
        add(r.giver_id, r.occurred_at, 'testimonials', 1);
        break;
      case 'training_credit':
        add(r.receiver_id, r.occurred_at, 'trainingCredits', r.credits ?? 0);
        break;
      case 'closed_business':
        if (r.approval_status === 'approved' && r.currency === currency) {
          // As PALMS reports it: the business a member closed and thanked another member for (the giver).
          add(r.giver_id, r.occurred_at, 'tyfcbCents', r.amount_cents ?? 0);
        }
        break;
    }
  }
  for (const v of visits) {
    if (v.invited_by !== null && v.first_visit_at !== null) add(v.invited_by, v.first_visit_at, 'visitorsBrought', 1);
  }
  return out;
}
