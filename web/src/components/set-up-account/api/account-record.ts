import type { CompleteAccountInput } from '@domain/schemas/account';

/** The profile fields POST /accounts and PUT /accounts/{id}/complete take. */
export type AccountProfilePayload = Omit<CompleteAccountInput, 'email'>;
