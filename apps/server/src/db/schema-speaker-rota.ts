import type { Timestamp } from './column-types.ts';

/**
 * The speaker rota (migration 0038, docs/meeting-mode.md "Built so far: the rota"): a chapter meeting's feature
 * presentation. `swap_with_user_id` is set while the swap asked of that member waits (status 'swapRequested').
 */
export interface SpeakerRotaTable {
  meeting_id: number;
  group_id: number;
  user_id: number;
  status: 'scheduled' | 'swapRequested';
  swap_with_user_id: number | null;
  topic: string | null;
  goals: string | null;
  accomplishments: string | null;
  interests: string | null;
  networks: string | null;
  skills: string | null;
  /** When the reminder the week before went to this presenter; cleared when the presenter changes. */
  reminded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
