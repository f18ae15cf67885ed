import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import { isActiveMember } from '../domain/active-member';
import { directoryClubOf, directoryEntryOf } from '../domain/directory-entry';
import { clubStandingOf, directoryClubSourceOf } from '../firestore/collections/clubs';
import {
  directorySourceOf,
  membershipLinksOf,
  membershipStandingOf,
} from '../firestore/collections/membership-views';
import { refreshStanding } from '../standing/refresh-standing';

type Data = DocumentData | undefined;

/**
 * Keeps directory/{membershipId}, directoryClubs/{clubId} and the accounts' standings (with
 * their activeMember claim) in step with memberships and clubs: an entry exists exactly while
 * its record is active (domain/active-member). Called by the Firestore triggers; tests call
 * it directly. The code paths that change a standing refresh it themselves too, so it is in
 * place before they answer; the trigger catches every other write.
 */
export function directoryProjection(db: Firestore, auth: Auth, now: () => Date = () => new Date()) {
  const directory = db.collection('directory');
  const directoryClubs = db.collection('directoryClubs');

  const activeMembersOf = async (clubId: string) =>
    (await directory.where('clubId', '==', clubId).count().get()).data().count;

  /** A listed club's member count follows the directory entries that name it. */
  async function recountClub(clubId: string) {
    const ref = directoryClubs.doc(clubId);
    if (!(await ref.get()).exists) return;
    await ref.update({ memberCount: await activeMembersOf(clubId) });
  }

  return {
    async membershipWritten(id: string, before: Data, after: Data) {
      const ref = directory.doc(id);
      if (after && isActiveMember(membershipStandingOf(after), now())) {
        await ref.set(directoryEntryOf(directorySourceOf(id, after)));
      } else {
        await ref.delete();
      }
      const links = [before, after].map(membershipLinksOf);
      const clubIds = new Set(links.flatMap((link) => link.clubId ?? []));
      const uids = new Set(links.flatMap((link) => link.accountUid ?? []));
      await Promise.all([...clubIds].map(recountClub));
      await Promise.all([...uids].map((uid) => refreshStanding(db, auth, uid, now())));
    },

    /**
     * Trashing, restoring or erasing an account leaves its memberships as they are, yet a
     * trashed account has no standing: refresh it when the account comes or goes.
     */
    async accountWritten(uid: string, before: Data, after: Data) {
      const live = (data: Data) => Boolean(data) && !data?.deletedAt;
      if (live(before) !== live(after)) await refreshStanding(db, auth, uid, now());
    },

    async clubWritten(id: string, after: Data) {
      const ref = directoryClubs.doc(id);
      if (after && isActiveMember(clubStandingOf(after), now())) {
        await ref.set(directoryClubOf(directoryClubSourceOf(after), await activeMembersOf(id)));
      } else {
        await ref.delete();
      }
    },
  };
}

export type DirectoryProjection = ReturnType<typeof directoryProjection>;
