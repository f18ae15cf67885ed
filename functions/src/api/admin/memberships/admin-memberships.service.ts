import type { AuditAction } from '../../../audit/audit-log';
import { todayIso } from '../../../domain/dates';
import { associationDate } from '../../../domain/renewal';
import type {
  AdminMembershipUpdateInput,
  AdminMembershipsQuery,
} from '../../../domain/schemas/admin';
import { normaliseForSearch } from '../../../domain/search-text';
import type { StoredMembership } from '../../../firestore/collections/memberships';
import type { MailLanguage } from '../../../mail/mail-message';
import { statusNoticeEmail } from '../../../mail/status-notice-email';
import { assertAdmin, type Caller } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { withExpiry } from '../listing/listing-query';
import { assertNotLapsed, statusActionOfEdit, type StatusAction } from '../status-notice';

import type {
  AdminMembershipsRepository,
  MembershipDecision,
} from './admin-memberships.repository';
import { personalChanges, statusChanges } from './membership-changes';

export interface AdminMembershipsServiceDeps {
  memberships: AdminMembershipsRepository;
  /** The owner's verified sign-in address for status notices, or null (no email then). */
  recipientOf: (uid: string) => Promise<string | null>;
  /** Called after a status action commits, with the owner whose standing may have changed. */
  onStandingChanged?: (uids: string[]) => Promise<void>;
  now: () => Date;
}

function live(current: StoredMembership) {
  if (current.deletedAt) throw AppError.notFound('notFound.membership');
}

type Edits = (current: StoredMembership, at: Date) => Partial<StoredMembership>;

/** The edit dialog's fields other than the status. */
function editsOf(input: AdminMembershipUpdateInput): Edits {
  return (current, at) => {
    const changes: Partial<StoredMembership> = {};
    if (input.personal_info) {
      Object.assign(changes, personalChanges(current, input.personal_info, todayIso(at)));
    }
    const background = input.taekwondo_background;
    if (background?.role) changes.role = background.role;
    if (background?.belt_rank) changes.beltRank = background.belt_rank;
    if (background?.current_school) changes.currentSchool = background.current_school;
    if (background?.competition_categories) {
      changes.competitionCategories = background.competition_categories;
    }
    if (input.membership_tier) changes.membershipTier = input.membership_tier;
    if (input.email !== undefined) changes.email = input.email;
    return changes;
  };
}

/** What an administrator does to memberships: any field, any status, trash and restore. */
export function adminMembershipsService({
  memberships,
  recipientOf,
  onStandingChanged,
  now,
}: AdminMembershipsServiceDeps) {
  async function change(
    caller: Caller,
    id: string,
    action: AuditAction,
    decide: (current: StoredMembership, at: Date) => Partial<StoredMembership>,
  ) {
    assertAdmin(caller);
    const at = now();
    const decision: MembershipDecision = (current) => ({ ...decide(current, at), updatedAt: at });
    const updated = await memberships.change(id, { actorUid: caller.uid, at, action }, decision);
    if (!updated) throw AppError.notFound('notFound.membership');
    // A status set through the edit dialog, a trash or a restore moves standing too; the
    // refresh is idempotent, so every change asks for it.
    await onStandingChanged?.([updated.accountUid]);
    return updated;
  }

  /**
   * Activate, suspend or cancel with a reason: stored on the record, written to the audit
   * log, emailed to the owner in their language; then the owner's standing is refreshed.
   * `edits` are the edit dialog's other fields, saved in the same transaction.
   */
  async function setStatus(
    caller: Caller,
    id: string,
    { status, reason, siteOrigin }: StatusAction,
    edits?: Edits,
  ) {
    assertAdmin(caller);
    const found = await memberships.get(id);
    if (!found || found.deletedAt) throw AppError.notFound('notFound.membership');
    const to = await recipientOf(found.accountUid);
    const notice = to
      ? {
          ownerUid: found.accountUid,
          to,
          compose: (updated: StoredMembership, language: MailLanguage) =>
            statusNoticeEmail(language, {
              to,
              record: 'membership',
              name: `${updated.firstName} ${updated.lastName}`,
              status,
              reason,
              accountUrl: `${siteOrigin}/my-account`,
            }),
        }
      : undefined;
    const at = now();
    const updated = await memberships.change(
      id,
      { actorUid: caller.uid, at, action: 'status', reason },
      (current) => {
        live(current);
        if (status === 'active') assertNotLapsed('membership', current.expiresAt, at);
        return {
          ...edits?.(current, at),
          ...statusChanges(current, status, at, reason),
          updatedAt: at,
        };
      },
      notice,
    );
    if (!updated) throw AppError.notFound('notFound.membership');
    await onStandingChanged?.([updated.accountUid]);
    return updated;
  }

  return {
    async list(caller: Caller, query: AdminMembershipsQuery) {
      assertAdmin(caller);
      const filters: Record<string, string> = {};
      if (query.role) filters.role = query.role;
      // Not yet eligible is no stored status: the certifications decide (see below).
      const notYetEligible = query.status === 'not_yet_eligible';
      if (query.status && !notYetEligible) filters.status = query.status;
      const request = withExpiry(
        { filters, search: normaliseForSearch(query.search), deleted: query.deleted ?? false },
        query.expiry,
        now(),
      );
      if (!request || (notYetEligible && query.role === 'athlete')) {
        return { memberships: [], total: 0 };
      }
      if (notYetEligible) {
        const page = { skip: query.skip, limit: query.limit, after: query.after };
        return memberships.notYetEligible(request, page, associationDate(now()));
      }
      return memberships.list(request, {
        skip: query.skip,
        limit: query.limit,
        after: query.after,
      });
    },

    /**
     * The edit dialog's nested payload, or status alone. A move into active, suspended or
     * cancelled takes status_reason and goes the way of setStatus.
     */
    async update(
      caller: Caller,
      id: string,
      input: AdminMembershipUpdateInput,
      siteOrigin: string,
    ) {
      assertAdmin(caller);
      const { status, status_reason: reason, ...fields } = input;
      const edits = editsOf(input);
      const found = status ? await memberships.get(id) : null;
      const action = found && !found.deletedAt && statusActionOfEdit(found.status, status, reason);
      if (action) return setStatus(caller, id, { ...action, siteOrigin }, edits);
      return change(
        caller,
        id,
        status && Object.keys(fields).length === 0 ? 'status' : 'update',
        (current, at) => {
          live(current);
          const changes = edits(current, at);
          if (status) {
            // A status that moved since the read above is checked again; no reason was taken.
            statusActionOfEdit(current.status, status, undefined);
            Object.assign(changes, statusChanges(current, status, at));
          }
          return changes;
        },
      );
    },

    setStatus,

    softDelete(caller: Caller, id: string) {
      return change(caller, id, 'soft_delete', (current, at) => {
        live(current);
        return { deletedAt: at };
      });
    },

    restore(caller: Caller, id: string) {
      return change(caller, id, 'restore', (current) => {
        if (!current.deletedAt) throw AppError.notFound('notFound.deletedMembership');
        return { deletedAt: null };
      });
    },
  };
}

export type AdminMembershipsService = ReturnType<typeof adminMembershipsService>;
