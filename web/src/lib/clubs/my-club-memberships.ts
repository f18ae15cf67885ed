import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../api/call-api';
import { clubFromWire, type ClubRecord } from '../records/records';

/** The signed-in person's club memberships (empty when there are none). */
export async function getMyClubMemberships(config: RuntimeConfig): Promise<ClubRecord[]> {
  const body = await callApi(config, 'GET /club-memberships/me/all');
  return body.club_memberships.map(clubFromWire);
}
