import type { InferType } from 'yup';

import { optionalText, strictObject } from './fields';

/** GET /clubs/approved?search= */
export const approvedClubsQuerySchema = strictObject({
  search: optionalText(100),
});

export type ApprovedClubsQuery = InferType<typeof approvedClubsQuerySchema>;

/** GET /clubs/public takes no parameters: any query string is refused before a read. */
export const publicClubsQuerySchema = strictObject({});
