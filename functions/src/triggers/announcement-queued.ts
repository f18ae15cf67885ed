import type { DocumentData } from 'firebase-admin/firestore';

import {
  dispatchAnnouncements,
  type AnnouncementDispatchDeps,
  type DispatchResult,
} from '../scheduler/announcement-dispatch';

/**
 * When an announcement becomes queued (sent from the console), its first batch goes out at
 * once instead of waiting for the minute's run; the scheduled dispatcher sends the rest.
 */
export function announcementQueued(deps: AnnouncementDispatchDeps) {
  return {
    async announcementUpdated(
      announcementId: string,
      before: DocumentData | undefined,
      after: DocumentData | undefined,
      now: Date,
    ): Promise<DispatchResult | null> {
      if (after?.status !== 'queued' || before?.status === 'queued') return null;
      return dispatchAnnouncements(deps, now, { announcementId });
    },
  };
}
