import { z } from 'zod';
import { said } from './validation/said.ts';

/** Error report (docs/product-rules.md): what the error boundary sends to POST /api/email/error-report. */
export const errorReportRequest = z.object({
  user: z
    .object({
      id: z.number().nullable().optional(),
      email: z.string().max(254).nullable().optional(),
      name: z.string().max(120).nullable().optional(),
      phone: z.string().max(40).nullable().optional(),
    })
    .nullable()
    .optional(),
  group: z
    .object({
      id: z.number().nullable().optional(),
      name: z.string().max(160).nullable().optional(),
      status: z.string().max(20).nullable().optional(),
    })
    .nullable()
    .optional(),
  role: z.string().max(40).nullable().optional(),
  errorDetails: z.object({
    message: z.string().max(2000),
    component: z.string().max(500).nullable().optional(),
    url: z.string().max(2000).nullable().optional(),
    stackTrace: z.string().max(20_000).nullable().optional(),
  }),
  userMessage: z.string().max(5000).nullable().optional(),
  browser: z.string().max(300).nullable().optional(),
  os: z.string().max(100).nullable().optional(),
  timestamp: z.string().max(40).optional(),
  supportEmail: z.string().max(254).nullable().optional(),
});
export type ErrorReport = z.infer<typeof errorReportRequest>;

export const errorReportResponse = z.object({ reportId: z.string() });

export const supportContactRequest = z.strictObject({
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().toLowerCase().max(254).email(said('validEmail')).optional(),
  subject: z.string().trim().min(1, said('subjectRequired')).max(200),
  message: z.string().trim().min(10, said('describeProblem')).max(5000),
});
export type SupportContact = z.infer<typeof supportContactRequest>;

export const versionResponse = z.object({ serverVersion: z.string(), clientVersion: z.string() });
export const changelogResponse = z.object({ html: z.string(), version: z.string() });
