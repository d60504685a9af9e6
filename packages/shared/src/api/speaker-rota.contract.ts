import {
  assignPresenterRequest,
  featurePresentationResponse,
  requestSwapRequest,
  rotaMeetingParams,
  rotaSheet,
  rotaSlot,
  speakerRotaQuery,
  speakerRotaResponse,
} from '../speaker-rota.schemas.ts';
import type { ContractFor } from './define.ts';
import { speakerRotaRoutes as r, type speakerRotaRoutes } from './speaker-rota.routes.ts';

const slot = { params: rotaMeetingParams, response: rotaSlot };

export const speakerRotaContract = {
  [r.rota]: { query: speakerRotaQuery, response: speakerRotaResponse },
  [r.assign]: { ...slot, body: assignPresenterRequest },
  [r.requestSwap]: { ...slot, body: requestSwapRequest },
  [r.acceptSwap]: slot,
  [r.declineSwap]: slot,
  [r.withdrawSwap]: slot,
  [r.updateSheet]: { params: rotaMeetingParams, body: rotaSheet, response: featurePresentationResponse },
  [r.feature]: { params: rotaMeetingParams, response: featurePresentationResponse },
} satisfies ContractFor<typeof speakerRotaRoutes>;
