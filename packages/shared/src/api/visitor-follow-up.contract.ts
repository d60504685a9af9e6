import {
  secondVisitRequest,
  updateVisitorTaskRequest,
  visitorFollowUp,
  visitorFunnel,
  visitorFunnelQuery,
  visitorGroupQuery,
  visitorHostRequest,
  visitorTask,
  visitorTaskParams,
  visitorTasksPage,
  visitorTasksQuery,
  visitorTemplate,
  visitorTemplateRequest,
} from '../visitor-follow-up.schemas.ts';
import { visitorParams } from '../visitors.schemas.ts';
import type { ContractFor } from './define.ts';
import { visitorFollowUpRoutes as r, type visitorFollowUpRoutes } from './visitor-follow-up.keys.ts';

export const visitorFollowUpContract = {
  [r.template]: { query: visitorGroupQuery, response: visitorTemplate },
  [r.saveTemplate]: { query: visitorGroupQuery, body: visitorTemplateRequest, response: visitorTemplate },
  [r.resetTemplate]: { query: visitorGroupQuery, response: visitorTemplate },
  [r.tasks]: { query: visitorTasksQuery, response: visitorTasksPage },
  [r.updateTask]: { params: visitorTaskParams, body: updateVisitorTaskRequest, response: visitorTask },
  [r.followUp]: { params: visitorParams, response: visitorFollowUp },
  [r.setHost]: { params: visitorParams, body: visitorHostRequest, response: visitorFollowUp },
  [r.secondVisit]: { params: visitorParams, body: secondVisitRequest, status: 201, response: visitorFollowUp },
  [r.funnel]: { query: visitorFunnelQuery, response: visitorFunnel },
} as const satisfies ContractFor<typeof visitorFollowUpRoutes>;
