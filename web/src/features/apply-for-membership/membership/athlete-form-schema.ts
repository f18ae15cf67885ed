import { ATHLETE_TIERS } from '@domain/enums';
import {
  agreementsSchema,
  athletePersonalInfoSchema,
  relationshipToAthleteSchema,
  resolveContactPhone,
  taekwondoBackgroundSchema,
} from '@domain/schemas/athlete-membership';
import {
  acceptedAgreement,
  emailField,
  messageKey,
  oneOfText,
  optionalText,
} from '@domain/schemas/fields';
import { mixed, object, type InferType } from 'yup';

export interface AthleteFormContext {
  /** The account holder already has a membership for themselves. */
  selfMembershipExists: boolean;
  /** The account's phone, which stands in for an athlete without one. */
  accountPhone: string | null;
}

/** The step's messages that are not field rules of the payload schema. */
export const SELF_EXISTS_MESSAGE = 'registration.membership.selfExists';
export const PHONE_REQUIRED_MESSAGE = 'registration.membership.phoneRequired';

/** The payload's own schemas, plus what only the form knows: who registers and the accuracy box. */
export function athleteFormSchema({ selfMembershipExists, accountPhone }: AthleteFormContext) {
  return object({
    registration_type: oneOfText(['self', 'other'] as const)
      .required(messageKey('validation.required'))
      .test(
        'self-exists',
        SELF_EXISTS_MESSAGE,
        (value) => !(selfMembershipExists && value === 'self'),
      ),
    relationship_to_athlete: mixed().when('registration_type', {
      is: 'other',
      then: () => relationshipToAthleteSchema,
      otherwise: (schema) => schema.strip(),
    }),
    personal_info: athletePersonalInfoSchema.test('contact-phone', (personal, context) =>
      resolveContactPhone(personal?.phone, accountPhone) !== null
        ? true
        : context.createError({ path: 'personal_info.phone', message: PHONE_REQUIRED_MESSAGE }),
    ),
    email: emailField().optional(),
    taekwondo_background: taekwondoBackgroundSchema,
    club_id: optionalText(128),
    agreements: agreementsSchema,
    confirm_accuracy: acceptedAgreement(),
    membership_tier: oneOfText(ATHLETE_TIERS).required(messageKey('validation.required')),
  });
}

export type AthleteFormOutput = InferType<ReturnType<typeof athleteFormSchema>>;
