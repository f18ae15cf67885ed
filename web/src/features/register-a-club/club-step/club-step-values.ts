import {
  clubInfoSchema,
  clubOwnerInfoSchema,
  type ClubMembershipInput,
} from '@domain/schemas/club-membership';
import { object } from 'yup';

export interface ClubStepValues {
  club_info: {
    club_name: string;
    club_owner_name: string;
    club_address: string;
    club_email: string;
    club_phone: string;
    club_logo: string | null;
  };
  owner_info: {
    first_name: string;
    last_name: string;
    phone: string;
    date_of_birth: string;
    gender: string;
    belt_rank: string;
    t_shirt_size: string;
    uniform_size: string;
  };
}

/** The same schemas as the API, so the form and the server refuse alike. */
export const clubStepSchema = object({
  club_info: clubInfoSchema,
  owner_info: clubOwnerInfoSchema,
});

export interface ClubStepStart {
  clubName?: string | null;
  clubEmail?: string | null;
  ownerFirstName?: string | null;
  ownerLastName?: string | null;
  ownerPhone?: string | null;
  ownerDateOfBirth?: string | null;
  ownerGender?: string | null;
}

export function initialClubStepValues(start: ClubStepStart): ClubStepValues {
  const first = start.ownerFirstName ?? '';
  const last = start.ownerLastName ?? '';
  return {
    club_info: {
      club_name: start.clubName ?? '',
      club_owner_name: `${first} ${last}`.trim(),
      club_address: '',
      club_email: start.clubEmail ?? '',
      club_phone: '',
      club_logo: null,
    },
    owner_info: {
      first_name: first,
      last_name: last,
      phone: start.ownerPhone ?? '',
      date_of_birth: (start.ownerDateOfBirth ?? '').slice(0, 10),
      gender: start.ownerGender ?? '',
      belt_rank: '',
      t_shirt_size: '',
      uniform_size: '',
    },
  };
}

/** POST /club-memberships: the club, its coach, tier club and the invitation code. */
export function clubMembershipPayload(
  values: ClubStepValues,
  { inviteCode, userId, email }: { inviteCode: string; userId: string; email: string },
): ClubMembershipInput {
  return {
    user_id: userId,
    email,
    invite_code: inviteCode,
    // cast trims and turns blanks into absent values, as the server will.
    club_info: clubInfoSchema.cast(values.club_info, { assert: false }),
    owner_info: clubOwnerInfoSchema.cast(
      {
        ...values.owner_info,
        gender: values.owner_info.gender || 'prefer_not_to_say',
      },
      { assert: false },
    ),
    membership_tier: 'club',
  } as ClubMembershipInput;
}
