import { divisionFor } from '../../domain/age';
import { todayIso } from '../../domain/dates';
import {
  applicationParentName,
  isSamePerson,
  ownerMayEdit,
  refusesIdentityChange,
  type PersonIdentity,
} from '../../domain/membership-rules';
import {
  resolveContactPhone,
  type AthleteMembershipInput,
} from '../../domain/schemas/athlete-membership';
import type { OwnerMembershipUpdateInput } from '../../domain/schemas/membership-update';
import type { StoredAccount } from '../../firestore/collections/accounts';
import type { StoredMembership } from '../../firestore/collections/memberships';
import { applicationReceivedEmail } from '../../mail/application-received-email';
import type { MailLanguage } from '../../mail/mail-message';
import type { AccountsRepository } from '../accounts/accounts.repository';
import { assertSelfOrAdmin, type Caller } from '../auth/caller';
import type { ClubsService } from '../clubs/clubs.service';
import { AppError, fieldError } from '../errors/app-error';

import { personalInfoFromWire } from './membership.mapper';
import type { MembershipsRepository } from './memberships.repository';

export interface MembershipsServiceDeps {
  memberships: MembershipsRepository;
  accounts: Pick<AccountsRepository, 'get' | 'update'>;
  clubs: Pick<ClubsService, 'findListedById'>;
  // The applicant's verified sign-in address (payments/receipt-recipient), or null.
  recipientOf: (uid: string) => Promise<string | null>;
  now: () => Date;
}

function requirePhone(athletePhone: string | null | undefined, fallback: string | null) {
  const phone = resolveContactPhone(athletePhone, fallback);
  if (!phone) {
    throw AppError.badRequest('membership.phoneRequired', [
      fieldError('personal_info.phone', 'validation.contactPhone'),
    ]);
  }
  return phone;
}

/** One membership per person under an account. */
function refuseSamePerson(candidate: PersonIdentity, siblings: StoredMembership[]) {
  if (siblings.some((sibling) => isSamePerson(sibling, candidate))) {
    throw AppError.conflict('DUPLICATE_RESOURCE', 'membership.duplicate');
  }
}

/** One self registration per account. */
function refuseSecondSelfRegistration(candidate: StoredMembership, siblings: StoredMembership[]) {
  if (candidate.isSelfRegistration && siblings.some((sibling) => sibling.isSelfRegistration)) {
    throw AppError.conflict('DUPLICATE_RESOURCE', 'membership.selfExists');
  }
}

/**
 * The decisions about athlete, coach and referee memberships: the caller owns what they
 * create, and status, payment state, division, member ID and expiry are the server's.
 */
export function membershipsService({
  memberships,
  accounts,
  clubs,
  recipientOf,
  now,
}: MembershipsServiceDeps) {
  async function getVisible(caller: Caller, id: string) {
    const membership = await memberships.get(id);
    if (!membership) throw AppError.notFound('notFound.membership');
    assertSelfOrAdmin(caller, membership.accountUid);
    return membership;
  }

  async function requireListedClub(clubId: string | undefined) {
    if (clubId && !(await clubs.findListedById(clubId))) {
      throw AppError.badRequest('checkInformation', [fieldError('club_id', 'validation.oneOf')]);
    }
  }

  /** The owner's changes: personal details, competition categories and email only. */
  function ownerChanges(
    current: StoredMembership,
    input: OwnerMembershipUpdateInput,
    account: StoredAccount | null,
    today: string,
  ): Partial<StoredMembership> {
    const changes: Partial<StoredMembership> = {};
    const info = input.personal_info;
    if (info) {
      Object.assign(changes, personalInfoFromWire(info));
      changes.phone = requirePhone(info.phone, current.phone ?? account?.phone ?? null);
      if (info.date_of_birth !== current.dateOfBirth) {
        changes.division = divisionFor(info.date_of_birth, today);
      }
      if (account) {
        changes.parentName = applicationParentName(
          { ...current, dateOfBirth: info.date_of_birth },
          account,
          today,
        );
      }
    }
    if (input.taekwondo_background) {
      changes.competitionCategories = input.taekwondo_background.competition_categories;
    }
    if (input.email !== undefined) changes.email = input.email;
    return changes;
  }

  return {
    async create(
      caller: Caller,
      input: AthleteMembershipInput,
      language: MailLanguage,
    ): Promise<StoredMembership> {
      if (input.user_id && input.user_id !== caller.uid) throw AppError.forbidden();
      // The application's email goes to the verified sign-in address (the account holder, who
      // applied, a parent for a child): without one, nobody is known to read it. A linked
      // Google sign-in vouches for its own address only, whatever the token's provider.
      const to = await recipientOf(caller.uid);
      if (!to) throw AppError.of('EMAIL_NOT_VERIFIED', 'membership.emailNotVerified');
      const account = await accounts.get(caller.uid);
      if (!account) throw AppError.badRequest('membership.completeAccountFirst');
      await requireListedClub(input.club_id);
      const at = now();
      const today = todayIso(at);
      const info = input.personal_info;
      const background = input.taekwondo_background;
      const relationship = input.relationship_to_athlete;
      const relationshipToAthlete = relationship
        ? {
            relationship: relationship.relationship,
            relationshipOther: relationship.relationship_other ?? null,
          }
        : null;
      const membership: StoredMembership = {
        id: memberships.newId(),
        accountUid: caller.uid,
        memberId: null,
        status: 'application_received',
        paymentStatus: 'pending',
        ...personalInfoFromWire(info),
        phone: requirePhone(info.phone, account.phone),
        email: input.email ?? account.email,
        parentName: applicationParentName(
          {
            dateOfBirth: info.date_of_birth,
            isSelfRegistration: input.is_self_registration,
            relationshipToAthlete,
          },
          account,
          today,
        ),
        competitionCategories: background.competition_categories,
        role: background.role,
        beltRank: background.belt_rank,
        currentSchool: background.current_school,
        clubId: input.club_id ?? null,
        division: divisionFor(info.date_of_birth, today),
        membershipTier: input.membership_tier,
        isSelfRegistration: input.is_self_registration,
        relationshipToAthlete,
        agreements: {
          codeOfConduct: input.agreements.code_of_conduct,
          trainingAcknowledgement: input.agreements.training_acknowledgement,
          mediaRelease: input.agreements.media_release,
          acceptedAt: at,
        },
        activatedAt: null,
        expiresAt: null,
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      };
      const mail = applicationReceivedEmail(language, {
        to,
        recipientFirstName: account.firstName || info.first_name,
        athleteName: `${info.first_name} ${info.last_name}`,
        tier: input.membership_tier,
      });
      await memberships.create(membership, mail, (siblings) => {
        refuseSamePerson(membership, siblings);
        refuseSecondSelfRegistration(membership, siblings);
      });
      // Reminders and notices later go out in the language the owner applied in.
      if (account.preferredLanguage !== language) {
        await accounts.update(caller.uid, { preferredLanguage: language });
      }
      return membership;
    },

    listMine(caller: Caller) {
      return memberships.listForAccount(caller.uid);
    },

    async getMineCurrent(caller: Caller) {
      const [current] = await memberships.listForAccount(caller.uid);
      if (!current) throw AppError.notFound('notFound.membership');
      return current;
    },

    get: getVisible,

    async update(caller: Caller, id: string, input: OwnerMembershipUpdateInput) {
      const found = await getVisible(caller, id);
      const account = await accounts.get(found.accountUid);
      const at = now();
      const updated = await memberships.update(
        id,
        (current, siblings) => {
          // Administrators review applications; the owner waits while one is in review.
          if (!caller.isAdmin && !ownerMayEdit(current.status)) {
            throw AppError.forbidden('membership.underReview');
          }
          const changes = ownerChanges(current, input, account, todayIso(at));
          if (!caller.isAdmin && refusesIdentityChange(current, { ...current, ...changes })) {
            throw AppError.forbidden('membership.identityLocked');
          }
          refuseSamePerson({ ...current, ...changes }, siblings);
          return { ...changes, updatedAt: at };
        },
        caller.isAdmin ? { actorUid: caller.uid, at } : undefined,
      );
      if (!updated) throw AppError.notFound('notFound.membership');
      return updated;
    },
  };
}

export type MembershipsService = ReturnType<typeof membershipsService>;
