import { divisionFor } from '../../domain/age';
import type { ApiMessageKey } from '../../domain/api-messages';
import {
  INVITE_PROBLEM_MESSAGES,
  INVITE_VALIDATION_WINDOW_MS,
  inviteProblem,
  type InviteProblem,
} from '../../domain/club-invites';
import { todayIso } from '../../domain/dates';
import type { ClubMembershipInput } from '../../domain/schemas/club-membership';
import type { InviteValidationWire } from '../../domain/wire/club-invitation';
import type { StoredClub } from '../../firestore/collections/clubs';
import type { StoredMembership } from '../../firestore/collections/memberships';
import { isContention } from '../../firestore/contention';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { Caller } from '../auth/caller';
import type { CaptchaService } from '../captcha/captcha.service';
import { AppError, fieldError } from '../errors/app-error';

import { assertStorableLogo } from './club-logo';
import { clubInfoFromWire } from './club-membership.mapper';
import type { InviteDoc } from './club-membership.model';
import type { ClubMembershipsRepository } from './club-memberships.repository';
import type { InviteValidationRepository } from './invite-validation.repository';

export interface ClubRegistrationServiceDeps {
  clubs: ClubMembershipsRepository;
  validations: InviteValidationRepository;
  accounts: Pick<AccountsRepository, 'get'>;
  captcha: Pick<CaptchaService, 'spendGuard'>;
  now: () => Date;
}

/** A deleted club, or one no longer waiting for its owner, cannot be registered again. */
function problemOf(
  invite: InviteDoc | null,
  club: StoredClub | null,
  now: Date,
): InviteProblem | null {
  const problem = inviteProblem(invite, now);
  if (problem) return problem;
  if (!club || club.deletedAt) return 'expired';
  return club.status === 'invite_created' ? null : 'used';
}

const PROBLEM_STATUS: Record<InviteProblem, number> = { unknown: 400, used: 409, expired: 400 };
const PROBLEM_KEY = {
  unknown: 'clubInvite.invalidCode',
  used: 'clubInvite.alreadyUsed',
  expired: 'clubInvite.expired',
} as const satisfies Record<InviteProblem, ApiMessageKey>;

function refuse(problem: InviteProblem): never {
  const code = problem === 'used' ? 'DUPLICATE_RESOURCE' : 'VALIDATION_ERROR';
  throw new AppError(PROBLEM_STATUS[problem], code, PROBLEM_KEY[problem]);
}

/** The invited owner's side: check an invitation, read it, and register the club with it. */
export function clubRegistrationService({
  clubs,
  validations,
  accounts,
  captcha,
  now,
}: ClubRegistrationServiceDeps) {
  function coachMembership(
    caller: Caller,
    email: string,
    club: StoredClub,
    input: ClubMembershipInput,
    at: Date,
  ): StoredMembership {
    const owner = input.owner_info;
    return {
      id: clubs.newMembershipId(),
      accountUid: caller.uid,
      memberId: null,
      status: 'application_received',
      paymentStatus: 'pending',
      firstName: owner.first_name,
      lastName: owner.last_name,
      email,
      phone: owner.phone,
      dateOfBirth: owner.date_of_birth,
      gender: owner.gender,
      parentName: null,
      tShirtSize: owner.t_shirt_size,
      uniformSize: owner.uniform_size,
      useAccountAddress: true,
      address: null,
      competitionCategories: [],
      role: 'coach',
      beltRank: owner.belt_rank,
      division: divisionFor(owner.date_of_birth, todayIso(at)),
      currentSchool: input.club_info.club_name,
      clubId: club.id,
      membershipTier: 'club',
      isSelfRegistration: true,
      relationshipToAthlete: null,
      agreements: null,
      activatedAt: null,
      expiresAt: null,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    };
  }

  return {
    /**
     * POST /club-memberships/validate-invite. The page asks first with no security check (to show the club's
     * name or 'Invalid Invitation'), and again after it, spending it (action invite_validation). A caller with 10 failures in the hour
     * is refused before either.
     */
    async validateInvite(
      callerKey: string,
      code: string,
      securityCheckId: string | null,
      // A signed-in caller spends a check as themself: one they passed signed in is theirs.
      callerUid: string | null = null,
    ): Promise<InviteValidationWire> {
      const at = now();
      const outcome = await validations.check(
        code,
        callerKey,
        at,
        securityCheckId
          ? captcha.spendGuard(securityCheckId, callerUid ?? callerKey, 'invite_validation')
          : async () => true,
        (invite, club) => problemOf(invite, club, at) !== null,
      );
      if (outcome.kind === 'locked')
        throw AppError.tooManyRequests(
          'clubInvite.tooManyInvalid',
          INVITE_VALIDATION_WINDOW_MS / 1000,
        );
      if (outcome.kind === 'no-security-check') throw AppError.captchaRequired();
      const problem = problemOf(outcome.invite, outcome.club, at);
      // `error_key` lets the page say it in the reader's language; `error` is the spec's text.
      return problem
        ? {
            valid: false,
            error: INVITE_PROBLEM_MESSAGES[problem],
            error_key: PROBLEM_KEY[problem],
            club_name: null,
          }
        : {
            valid: true,
            error: null,
            error_key: null,
            club_name: outcome.invite?.clubName ?? null,
          };
    },

    /** The invited club while its invitation can still be redeemed. */
    async byInviteCode(code: string) {
      const { invite, club } = await clubs.inviteWithClub(code);
      if (problemOf(invite, club, now()) || !club) throw AppError.notFound('notFound.invitation');
      return club;
    },

    /**
     * POST /club-memberships: redeems the invitation (invite_created -> application_received,
     * payment pending, owned by the caller) and creates the owner's coach membership, in
     * one transaction.
     */
    async register(caller: Caller, input: ClubMembershipInput) {
      if (input.user_id && input.user_id !== caller.uid) throw AppError.forbidden();
      if (!input.invite_code) {
        throw AppError.badRequest('clubInvite.noCode', [
          fieldError('invite_code', 'validation.inviteCodeMissing'),
        ]);
      }
      assertStorableLogo(input.club_info.club_logo);
      const account = await accounts.get(caller.uid);
      if (!account) throw AppError.badRequest('membership.completeAccountFirst');
      const at = now();
      try {
        return await clubs.redeem(input.invite_code, caller.uid, at, (invite, club) => {
          const problem = problemOf(invite, club, at);
          if (problem || !club) refuse(problem ?? 'expired');
          const coach = coachMembership(caller, input.email ?? account.email, club, input, at);
          return {
            coach,
            club: {
              ownerUid: caller.uid,
              status: 'application_received',
              paymentStatus: 'pending',
              clubInfo: clubInfoFromWire(input.club_info),
              defaultCoachMembershipId: coach.id,
              updatedAt: at,
            },
          };
        });
      } catch (error) {
        // Firestore gave up on the race for the code: another registration took it meanwhile.
        if (isContention(error)) refuse('used');
        throw error;
      }
    },
  };
}

export type ClubRegistrationService = ReturnType<typeof clubRegistrationService>;
