import type { ApprovedClubsWire } from '@domain/wire/approved-club';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

export type ApprovedClub = ApprovedClubsWire['clubs'][number];

/** GET /clubs/approved?search=: approved clubs whose name or owner matches (signed in). */
export async function searchApprovedClubs(
  config: RuntimeConfig,
  search: string,
): Promise<ApprovedClub[]> {
  const { clubs } = await callApi(config, 'GET /clubs/approved', {
    query: { search: search.trim() },
  });
  return clubs;
}
