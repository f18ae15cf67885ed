import { boolean, number, type InferType } from 'yup';

import { oneOfText, optionalText, recordIdField, strictObject } from './fields';
import { INVALID_TYPE_MESSAGE } from './message-keys';

/** The directory never hands out more than this many entries at once (rules agree). */
export const DIRECTORY_PAGE_MAX = 100;
export const DIRECTORY_PAGE_DEFAULT = 20;
export const FEATURED_DEFAULT = 6;

export const PAGE_DIRECTIONS = ['next', 'prev'] as const;
export type PageDirection = (typeof PAGE_DIRECTIONS)[number];

const limitField = (fallback: number) =>
  number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer(INVALID_TYPE_MESSAGE)
    .min(1, INVALID_TYPE_MESSAGE)
    .max(DIRECTORY_PAGE_MAX, INVALID_TYPE_MESSAGE)
    .default(fallback);

/** GET /members/referees, /members/coaches, /clubs/all */
export const directoryPageQuerySchema = strictObject({
  limit: limitField(DIRECTORY_PAGE_DEFAULT),
  cursor: optionalText(500),
  direction: oneOfText(PAGE_DIRECTIONS).default('next'),
});

/** GET /members/all */
export const directoryMembersQuerySchema = directoryPageQuerySchema.shape({
  // The directory holds active members only; the flag is accepted for the spec's client.
  active_only: boolean().typeError(INVALID_TYPE_MESSAGE).default(true),
  club_id: recordIdField().optional(),
  belt: optionalText(100),
});

/** GET /members/featured */
export const featuredMembersQuerySchema = strictObject({
  limit: limitField(FEATURED_DEFAULT),
});

export type DirectoryPageQuery = InferType<typeof directoryPageQuerySchema>;
export type DirectoryMembersQuery = InferType<typeof directoryMembersQuerySchema>;
export type FeaturedMembersQuery = InferType<typeof featuredMembersQuerySchema>;
