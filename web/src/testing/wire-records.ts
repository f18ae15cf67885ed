import type { ClubInfoWire, ClubWire } from '@domain/wire/club';
import type { MembershipWire } from '@domain/wire/membership';

const CREATED = '2026-03-01T10:00:00.000Z';

/** For API answers in tests: one membership as the API gives it, an active athlete's. */
export function membershipWire(fields: Partial<MembershipWire> = {}): MembershipWire {
  // The API gives personal details and background both flat and grouped, alike.
  const personal_info: MembershipWire['personal_info'] = {
    first_name: 'Jane',
    last_name: 'Doe',
    phone: '3125550100',
    date_of_birth: '1985-04-02',
    gender: 'female',
    parent_name: null,
    t_shirt_size: 'AM',
    uniform_size: '4',
    use_account_address: true,
    address: null,
  };
  const taekwondo_background: MembershipWire['taekwondo_background'] = {
    role: 'athlete',
    belt_rank: 'blue',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: ['poomsae'],
  };
  return {
    id: 'm1',
    user_id: 'uid-1',
    member_id: 'IL-2026-000001',
    status: 'active',
    payment_status: 'paid',
    athlete_name: 'Jane Doe',
    is_self_registration: true,
    ...personal_info,
    email: 'jane@example.com',
    ...taekwondo_background,
    division: 'Senior',
    club_id: null,
    membership_tier: 'champion',
    relationship_to_athlete: null,
    personal_info,
    taekwondo_background,
    created_at: CREATED,
    updated_at: CREATED,
    activated_at: CREATED,
    expires_at: '2027-03-01T10:00:00.000Z',
    status_reason: null,
    status_changed_at: null,
    deleted_at: null,
    ...fields,
  };
}

/** For API answers in tests: one club as the API gives it, its flat fields following club_info. */
export function clubWire(
  fields: Omit<Partial<ClubWire>, 'club_info'> & { club_info?: Partial<ClubInfoWire> } = {},
): ClubWire {
  const info: ClubInfoWire = {
    club_name: 'Lakeshore Taekwondo',
    club_owner_name: 'Daniel Kim',
    club_address: '',
    club_email: '',
    club_phone: '',
    club_logo: null,
    ...fields.club_info,
  };
  return {
    id: 'club-1',
    user_id: 'uid-1',
    member_id: null,
    default_coach_member_id: null,
    default_coach_membership_id: null,
    status: 'active',
    payment_status: 'paid',
    invite_code: null,
    created_at: CREATED,
    updated_at: CREATED,
    expires_at: null,
    status_reason: null,
    status_changed_at: null,
    pending_club_name: null,
    deleted_at: null,
    name: info.club_name,
    owner: info.club_owner_name,
    address: info.club_address,
    email: info.club_email,
    phone: info.club_phone,
    logo: info.club_logo,
    ...fields,
    club_info: info,
  };
}
