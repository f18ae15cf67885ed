import { DEFAULT_TIER, type AthleteTier } from '@domain/enums';
import type { AccountWire } from '@domain/wire/account';

import { addressValues, type AddressValues } from '../../../components/form-fields/address-values';

export type RegistrationType = 'self' | 'other';

/**
 * The athlete step's values, nested like the API payload so the shared schemas validate
 * them as they are; every field is a string or boolean so inputs stay controlled.
 */
export interface AthleteValues {
  registration_type: RegistrationType | '';
  relationship_to_athlete: { relationship: string; relationship_other: string };
  personal_info: {
    first_name: string;
    last_name: string;
    phone: string;
    date_of_birth: string;
    gender: string;
    t_shirt_size: string;
    uniform_size: string;
    use_account_address: boolean;
    address: AddressValues;
  };
  email: string;
  taekwondo_background: {
    role: string;
    belt_rank: string;
    current_school: string;
    competition_categories: string[];
  };
  club_id: string;
  agreements: {
    code_of_conduct: boolean;
    training_acknowledgement: boolean;
    media_release: boolean;
  };
  confirm_accuracy: boolean;
  membership_tier: AthleteTier;
}

export function initialAthleteValues(
  tier: AthleteTier,
  registrationType: RegistrationType | '',
): AthleteValues {
  return {
    registration_type: registrationType,
    relationship_to_athlete: { relationship: '', relationship_other: '' },
    personal_info: {
      first_name: '',
      last_name: '',
      phone: '',
      date_of_birth: '',
      gender: '',
      t_shirt_size: '',
      uniform_size: '',
      use_account_address: true,
      address: addressValues(),
    },
    email: '',
    taekwondo_background: {
      role: 'athlete',
      belt_rank: '',
      current_school: '',
      competition_categories: [],
    },
    club_id: '',
    agreements: { code_of_conduct: false, training_acknowledgement: false, media_release: false },
    confirm_accuracy: false,
    membership_tier: tier,
  };
}

/**
 * Switching who the athlete is: the details typed for the other person are not this one's
 * (a parent's name must not end up on their child's application). Where they live is kept.
 */
export function personalInfoFor(
  registrationType: RegistrationType,
  personal: AthleteValues['personal_info'],
  account: AccountWire | null,
): AthleteValues['personal_info'] {
  const cleared = {
    ...initialAthleteValues(DEFAULT_TIER, registrationType).personal_info,
    use_account_address: personal.use_account_address,
    address: personal.address,
  };
  return registrationType === 'self' ? withAccountDetails(cleared, account) : cleared;
}

/** Registering oneself: the account's own details fill the athlete's, where still empty. */
export function withAccountDetails(
  personal: AthleteValues['personal_info'],
  account: AccountWire | null,
): AthleteValues['personal_info'] {
  if (!account) return personal;
  return {
    ...personal,
    first_name: personal.first_name || (account.first_name ?? ''),
    last_name: personal.last_name || (account.last_name ?? ''),
    date_of_birth: personal.date_of_birth || (account.date_of_birth ?? ''),
    gender: personal.gender || (account.gender ?? ''),
  };
}
