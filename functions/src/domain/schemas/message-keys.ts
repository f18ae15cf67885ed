import type { ValidationMessageKey } from '../validation-messages';

/** The message keys most fields share. */
export const REQUIRED_MESSAGE = 'validation.required' satisfies ValidationMessageKey;
export const INVALID_TYPE_MESSAGE = 'validation.invalidType' satisfies ValidationMessageKey;
