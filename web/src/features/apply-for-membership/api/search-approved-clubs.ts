import type { RuntimeConfig } from '../../../config/runtime-config';
import { signedInRequest } from '../../../lib/api/signed-in-request';

export interface ApprovedClub {
  id: string;
  name: string;
}

/** GET /clubs/approved?search=: approved clubs whose name or owner matches (signed in). */
export async function searchApprovedClubs(
  config: RuntimeConfig,
  search: string,
): Promise<ApprovedClub[]> {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  const { clubs } = await signedInRequest<{ clubs: ApprovedClub[] }>(
    config,
    `/clubs/approved${query}`,
  );
  return clubs;
}
