import { z } from 'zod';
import {
  attachmentDescriptor,
  attachmentFileQuery,
  attachmentParams,
  businessCardRequest,
  uploadAttachmentQuery,
} from '../attachments.schemas.ts';
import { type attachmentsRoutes, attachmentsRoutes as r } from './attachments.routes.ts';
import type { ContractFor } from './define.ts';

/**
 * The upload's body is the file itself (a photo, a PDF or a vCard), not JSON: the server reads raw bytes and
 * checks them by their first bytes, so the contract lets any body through.
 */
const rawFile = z.unknown();

export const attachmentsContract = {
  [r.upload]: { query: uploadAttachmentQuery, body: rawFile, status: 201, response: attachmentDescriptor },
  [r.businessCard]: { body: businessCardRequest, status: 201, response: attachmentDescriptor },
  /** The file itself: not a JSON answer of the contract. */
  [r.file]: { params: attachmentParams, query: attachmentFileQuery },
  [r.thumbnail]: { params: attachmentParams },
} as const satisfies ContractFor<typeof attachmentsRoutes>;
