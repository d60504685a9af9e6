import { z } from 'zod';
import { cursorParam } from './members.schemas.ts';
import { optionalText } from './profile.schemas.ts';
import { said } from './validation/said.ts';

/**
 * Contracts of the visitor's journey after the meeting (docs/visitors.md): the chapter's thank-you e-mail, the
 * host's follow-up tasks, the second-visit invitation, the timeline and the funnel.
 */

/** Who leads the visitor follow-up: the thank-you template, the host, every task, the funnel (docs/visitors.md). */
export const VISITOR_LEADER_PERMISSIONS = ['record_attendance', 'manage_members'] as const;

/** The values a thank-you template may name, each written `{visitorName}`. */
export const VISITOR_TEMPLATE_PLACEHOLDERS = [
  'visitorName',
  'chapterName',
  'hostName',
  'inviterName',
  'nextMeeting',
] as const;
export type VisitorTemplatePlaceholder = (typeof VISITOR_TEMPLATE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a text names that are not ours, in the order written. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = VISITOR_TEMPLATE_PLACEHOLDERS;
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter((name) => !known.includes(name));
}

/** The text with each placeholder replaced by its value (the same on the server's e-mail and the web's preview). */
export const fillVisitorTemplate = (text: string, values: Record<VisitorTemplatePlaceholder, string>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as VisitorTemplatePlaceholder] : whole,
  );

const templateText = (max: number, empty: Parameters<typeof said>[0]) =>
  z
    .string()
    .trim()
    .min(1, said(empty))
    .max(max, said('atMostCharacters', { max }))
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text)[0];
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: said('unknownPlaceholder', {
            placeholder: `{${unknown}}`,
            allowed: VISITOR_TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(', '),
          }),
        });
      }
    });

/** The group a leader acts on: their own unless a platform admin names another. */
export const visitorGroupQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });

/** PUT /api/visitors/template */
export const visitorTemplateRequest = z.strictObject({
  subject: templateText(200, 'subjectRequired'),
  body: templateText(5000, 'writeMessage'),
});
export type VisitorTemplateRequest = z.input<typeof visitorTemplateRequest>;

/** The chapter's thank-you e-mail; `isDefault` while the chapter has not written its own (the chapter's language). */
export const visitorTemplate = z.object({
  subject: z.string(),
  body: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type VisitorTemplate = z.infer<typeof visitorTemplate>;

/** The host's follow-up tasks, opened when the visitor first attends; due this many days after the visit. */
export const VISITOR_TASK_DUE_DAYS = { call: 2, 'second-visit': 7, application: 14 } as const;
export const VISITOR_TASK_KINDS = ['call', 'second-visit', 'application'] as const;
export type VisitorTaskKind = (typeof VISITOR_TASK_KINDS)[number];

export const visitorTask = z.object({
  id: z.number(),
  visitorId: z.number(),
  visitorName: z.string(),
  kind: z.enum(VISITOR_TASK_KINDS),
  assigneeId: z.number().nullable(),
  assigneeName: z.string().nullable(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  /** Open and past its due time. */
  overdue: z.boolean(),
});
export type VisitorTask = z.infer<typeof visitorTask>;

/** GET /api/visitors/tasks: mine (assigned to me) or the group's (leaders); open first, by due time. */
export const visitorTasksQuery = z.strictObject({
  scope: z.enum(['mine', 'group']).default('mine'),
  state: z.enum(['open', 'done']).default('open'),
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type VisitorTasksQuery = z.input<typeof visitorTasksQuery>;
export type VisitorTasksFilter = z.output<typeof visitorTasksQuery>;
export const visitorTasksPage = z.object({ items: z.array(visitorTask), nextCursor: z.string().nullable() });
export type VisitorTasksPage = z.infer<typeof visitorTasksPage>;

export const visitorTaskParams = z.strictObject({ taskId: z.coerce.number().int().positive() });
/** PATCH /api/visitors/tasks/:taskId: done or open again. */
export const updateVisitorTaskRequest = z.strictObject({ done: z.boolean() });

/** PUT /api/visitors/:visitorId/host: a leader gives the visitor (and their open tasks) to another member. */
export const visitorHostRequest = z.strictObject({ hostId: z.number().int().positive() });

/** POST /api/visitors/:visitorId/second-visit: a new invitation to a coming meeting, with its single-use links. */
export const secondVisitRequest = z.strictObject({
  meetingId: z.number().int().positive(),
  message: optionalText(1000),
});

const funnelCounts = {
  invited: z.number(),
  confirmed: z.number(),
  attended: z.number(),
  applied: z.number(),
  joined: z.number(),
};
export const FUNNEL_STAGES = ['invited', 'confirmed', 'attended', 'applied', 'joined'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** GET /api/visitors/funnel: the visitors first recorded in [from, to] (days in the chapter's zone). */
export const visitorFunnelQuery = z.strictObject({
  groupId: z.coerce.number().int().positive().optional(),
  from: z.iso.date(),
  to: z.iso.date(),
});
export type VisitorFunnelQuery = z.input<typeof visitorFunnelQuery>;
export type VisitorFunnelFilter = z.output<typeof visitorFunnelQuery>;

const funnelRow = z.object({
  inviterId: z.number().nullable(),
  inviterName: z.string().nullable(),
  /** YYYY-MM of the invitation, in the chapter's zone. */
  month: z.string(),
  ...funnelCounts,
});
export const visitorFunnel = z.object({
  timezone: z.string(),
  /** One row per inviter and month; byInviter and byMonth add them up, totals over all. */
  rows: z.array(funnelRow),
  byInviter: z.array(funnelRow.omit({ month: true })),
  byMonth: z.array(funnelRow.omit({ inviterId: true, inviterName: true })),
  totals: z.object(funnelCounts),
});
export type VisitorFunnel = z.infer<typeof visitorFunnel>;

/** What happened to a visitor, oldest first. */
export const visitorTimelineEntry = z.object({
  at: z.string(),
  kind: z.enum(['invited', 'answered', 'checked-in', 'thank-you-sent', 'task-done', 'applied', 'joined']),
  /** The meeting, the answer (accept/decline), the task kind or who acted, as the kind needs. */
  detail: z.string().nullable(),
});
export const visitorFollowUp = z.object({
  visitorId: z.number(),
  hostId: z.number().nullable(),
  hostName: z.string().nullable(),
  timeline: z.array(visitorTimelineEntry),
  tasks: z.array(visitorTask),
});
export type VisitorFollowUp = z.infer<typeof visitorFollowUp>;
