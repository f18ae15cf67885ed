import { isOldEnoughToJoin } from '@domain/age';
import { isValidIsoDate, todayIso } from '@domain/dates';
import * as yup from 'yup';

// The older static form; its plans and lists differ from the wizard's.
export const LEGACY_BELTS = ['white', 'yellow', 'green', 'blue', 'red', 'black'] as const;
export const LEGACY_RELATIONSHIPS = [
  'parent',
  'coach',
  'sibling',
  'guardian',
  'friend',
  'other',
] as const;
export const LEGACY_TIERS = ['basic', 'premium'] as const;
export const LEGACY_PRICES_CENTS: Record<(typeof LEGACY_TIERS)[number], number> = {
  basic: 5000,
  premium: 10000,
};

export interface LegacyApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  belt: string;
  school: string;
  instructor: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
  membershipTier: string;
}

export type LegacyField = keyof LegacyApplication;

/** Field order on screen, so the first invalid one can take focus. */
export const LEGACY_FIELDS: readonly LegacyField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'belt',
  'school',
  'instructor',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
  'membershipTier',
];

export const EMPTY_LEGACY_APPLICATION: LegacyApplication = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  belt: '',
  school: '',
  instructor: '',
  emergencyName: '',
  emergencyPhone: '',
  emergencyRelation: '',
  membershipTier: '',
};

// Messages are catalogue ids; the form translates them with the field's label.
const REQUIRED = 'joinLegacy.error.required';
const hasTenDigits = (value: string | undefined) => (value ?? '').replace(/\D/g, '').length >= 10;
const required = () => yup.string().trim().required(REQUIRED);
const phone = () => required().test('phone', 'joinLegacy.error.phone', hasTenDigits);

export const legacyApplicationSchema = (today: string = todayIso()) =>
  yup.object({
    firstName: required(),
    lastName: required(),
    email: required().email('joinLegacy.error.email'),
    phone: phone(),
    dateOfBirth: required()
      .test('date', 'joinLegacy.error.date', (value) => isValidIsoDate(value) && value <= today)
      .test(
        'age',
        'joinLegacy.error.minAge',
        (value) => !isValidIsoDate(value) || value > today || isOldEnoughToJoin(value, today),
      ),
    belt: required().oneOf(LEGACY_BELTS, REQUIRED),
    school: required(),
    instructor: required(),
    emergencyName: required(),
    emergencyPhone: phone(),
    emergencyRelation: required().oneOf(LEGACY_RELATIONSHIPS, REQUIRED),
    membershipTier: yup.string().oneOf(['', ...LEGACY_TIERS]),
  });
