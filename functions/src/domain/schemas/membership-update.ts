import type { InferType } from 'yup';

import { athletePersonalInfoSchema, competitionCategoriesField } from './athlete-membership';
import { emailField, strictObject } from './fields';

/**
 * PUT /memberships/{id} by its owner: personal details, competition categories and email.
 * Role, belt rank, current school, tier and status are the administrators', so this schema refuses them as unknown fields (400).
 */
export const ownerMembershipUpdateSchema = strictObject({
  personal_info: athletePersonalInfoSchema.default(undefined).optional(),
  taekwondo_background: strictObject({
    competition_categories: competitionCategoriesField(),
  })
    .default(undefined)
    .optional(),
  email: emailField().optional(),
});

export type OwnerMembershipUpdateInput = InferType<typeof ownerMembershipUpdateSchema>;
