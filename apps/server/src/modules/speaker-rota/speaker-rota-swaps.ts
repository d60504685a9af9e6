import type { LanguageCode } from '@chapter/shared/languages';
import type { RotaSlot } from '@chapter/shared/speaker-rota.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { toStamp } from '../../db/sql-values.ts';
import { activeMembersAmong } from '../../kernel/memberships.repository.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Notice, Notifier } from '../../lib/notifier.ts';
import type { Principal } from '../../lib/principal.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { formatMeetingTime } from '../meetings/meeting-emails.ts';
import { textLanguageOf } from '../notifications/text-languages.ts';
import { rotaText } from './messages.ts';
import { findSlot, selectPeople, selectSlotsOf, updateSlot } from './speaker-rota.repository.ts';
import { EMPTY_SHEET, type Meeting, SpeakerRotaService, sheetOf } from './speaker-rota.service.ts';

type NoticeKey = 'assignedTitle' | 'swapAskedTitle' | 'swapAcceptedTitle' | 'swapDeclinedTitle';

/**
 * The presenter's swap (docs/meeting-mode.md "Built so far: the rota"): the scheduled presenter asks another member of
 * the chapter to take their slot; that member accepts (the slots trade when they have one of their own to come, else
 * they simply take it) or declines; the presenter may withdraw the request while it waits. Each side is told on their
 * notification list. A leader reassigns through `assign` at any time instead.
 */
export class SpeakerRotaSwaps extends SpeakerRotaService {
  constructor(
    ctx: AppContext,
    private readonly notifier: Notifier,
  ) {
    super(ctx);
  }

  /** A leader's assignment, and the new presenter told where to find their sheet. */
  override async assign(caller: Principal, meetingId: number, userId: number | null): Promise<RotaSlot> {
    const before = await findSlot(this.ctx.db, meetingId);
    const slot = await super.assign(caller, meetingId, userId);
    if (slot.presenter && slot.presenter.id !== before?.user_id) {
      const meeting = await this.upcoming(caller, meetingId);
      await this.tell(slot.presenter.id, meeting, 'assignedTitle', caller.userId);
    }
    return slot;
  }

  async requestSwap(caller: Principal, meetingId: number, withUserId: number): Promise<RotaSlot> {
    const meeting = await this.upcoming(caller, meetingId);
    const slot = await this.presented(meetingId);
    if (slot.user_id !== caller.userId) {
      throw new AppError('PERMISSION_DENIED', 'Only the scheduled presenter can ask for a swap');
    }
    if (slot.status === 'swapRequested') {
      throw new AppError('CONFLICT', 'A swap is already waiting for an answer: withdraw it first');
    }
    const field = (message: string) => [{ field: 'withUserId', message }];
    if (withUserId === caller.userId) {
      throw validationError('Choose another member than yourself', field('Choose another member than yourself'));
    }
    if ((await activeMembersAmong(this.ctx.db, meeting.group_id, [withUserId])).length === 0) {
      throw validationError(
        'The swap partner must be an active member of this chapter',
        field('Not an active member of this chapter'),
      );
    }
    // Refused now rather than when the partner accepts: the trade must keep both within the four-week rule.
    await this.checkTrade(meeting, caller.userId, withUserId);
    const changed = await updateSlot(
      this.ctx.db,
      meetingId,
      { status: 'swapRequested', swap_with_user_id: withUserId, updated_at: toStamp(this.ctx.clock.now()) },
      { status: 'scheduled', userId: caller.userId },
    );
    if (!changed) throw new AppError('CONFLICT', 'A swap is already waiting for an answer: withdraw it first');
    await this.tell(withUserId, meeting, 'swapAskedTitle', caller.userId);
    return this.slot(meetingId);
  }

  /** The partner takes the slot; their own next slot, if they have one, goes to the presenter who asked. */
  async acceptSwap(caller: Principal, meetingId: number): Promise<RotaSlot> {
    const meeting = await this.upcoming(caller, meetingId);
    const slot = await this.askedOf(caller, meetingId);
    const requester = slot.user_id;
    const theirs = await this.checkTrade(meeting, requester, caller.userId);
    const at = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      // Both sheets as they are now, inside the transaction: an edit made since the answer was asked travels too.
      const asked = await findSlot(trx, meetingId);
      const partners = theirs ? await findSlot(trx, theirs.meeting_id) : undefined;
      // Each sheet goes with its presenter when the slots trade; whoever takes a slot is reminded of it afresh.
      const moved = await updateSlot(
        trx,
        meetingId,
        {
          user_id: caller.userId,
          status: 'scheduled',
          swap_with_user_id: null,
          ...EMPTY_SHEET,
          ...(partners ? sheetOf(partners) : {}),
          updated_at: at,
        },
        { status: 'swapRequested', userId: requester, swapWith: caller.userId },
      );
      if (!moved || !asked) throw new AppError('CONFLICT', 'No swap is waiting for an answer');
      if (theirs) {
        const traded = await updateSlot(
          trx,
          theirs.meeting_id,
          {
            user_id: requester,
            status: 'scheduled',
            swap_with_user_id: null,
            ...EMPTY_SHEET,
            ...sheetOf(asked),
            updated_at: at,
          },
          { userId: caller.userId, status: 'scheduled' },
        );
        if (!traded) throw new AppError('CONFLICT', 'Your own slot has changed: read the rota again');
      }
    });
    await this.tell(requester, meeting, 'swapAcceptedTitle', caller.userId);
    return this.slot(meetingId);
  }

  async declineSwap(caller: Principal, meetingId: number): Promise<RotaSlot> {
    const meeting = await this.upcoming(caller, meetingId);
    const slot = await this.askedOf(caller, meetingId);
    await this.reopen(meetingId, { userId: slot.user_id, swapWith: caller.userId });
    await this.tell(slot.user_id, meeting, 'swapDeclinedTitle', caller.userId);
    return this.slot(meetingId);
  }

  async withdrawSwap(caller: Principal, meetingId: number): Promise<RotaSlot> {
    await this.upcoming(caller, meetingId);
    const slot = await this.presented(meetingId);
    if (slot.user_id !== caller.userId) {
      throw new AppError('PERMISSION_DENIED', 'Only the presenter who asked can withdraw the swap');
    }
    if (slot.status !== 'swapRequested') throw new AppError('CONFLICT', 'No swap is waiting for an answer');
    await this.reopen(meetingId, { userId: caller.userId });
    return this.slot(meetingId);
  }

  private async presented(meetingId: number) {
    const slot = await findSlot(this.ctx.db, meetingId);
    if (!slot) throw new AppError('CONFLICT', 'Nobody is scheduled to present at this meeting');
    return slot;
  }

  /** The slot whose swap waits for the caller's answer. */
  private async askedOf(caller: Principal, meetingId: number) {
    const slot = await this.presented(meetingId);
    if (slot.status !== 'swapRequested') throw new AppError('CONFLICT', 'No swap is waiting for an answer');
    if (slot.swap_with_user_id !== caller.userId) {
      throw new AppError('PERMISSION_DENIED', 'Only the member asked can answer this swap');
    }
    return slot;
  }

  private async reopen(meetingId: number, where: { userId: number; swapWith?: number }) {
    const at = toStamp(this.ctx.clock.now());
    const changed = await updateSlot(
      this.ctx.db,
      meetingId,
      { status: 'scheduled', swap_with_user_id: null, updated_at: at },
      { status: 'swapRequested', ...where },
    );
    if (!changed) throw new AppError('CONFLICT', 'No swap is waiting for an answer');
  }

  /**
   * The partner's own next slot to come (the one that trades), checked with the four-week rule as it would be
   * after the swap: the partner at this meeting, the presenter at the partner's slot.
   */
  private async checkTrade(meeting: Meeting, requester: number, partner: number) {
    const now = toStamp(this.ctx.clock.now());
    const theirs = (await selectSlotsOf(this.ctx.db, meeting.group_id, partner, now)).find(
      (s) => s.meeting_id !== meeting.id && s.meeting_status !== 'cancelled' && s.status === 'scheduled',
    );
    const moving = [meeting.id, ...(theirs ? [theirs.meeting_id] : [])];
    await this.checkGap(this.ctx.db, meeting.group_id, partner, meeting, moving);
    if (theirs) await this.checkGap(this.ctx.db, meeting.group_id, requester, theirs, moving);
    return theirs;
  }

  /** Tells one member, in their language, what the other did; never fails the change. */
  private async tell(to: number, meeting: Meeting, key: NoticeKey, actorId: number) {
    const [language, [actor]] = await Promise.all([
      textLanguageOf(this.ctx.db, to),
      selectPeople(this.ctx.db, meeting.group_id, [actorId]),
    ]);
    await this.notifier.notify([to], this.notice(meeting, key, actor?.name ?? '', language));
  }

  private notice(meeting: Meeting, key: NoticeKey, name: string, language: LanguageCode): Notice {
    return {
      kind: 'meeting',
      title: rotaText(language, key, { name }),
      body: formatMeetingTime(meeting.starts_at, meeting.timezone, formatLocaleOf(language)),
      link: webPath(webPaths.speakerRota, {}),
      tag: `speaker-rota-${meeting.id}`,
    };
  }
}
