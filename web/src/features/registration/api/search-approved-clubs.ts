import type { RuntimeConfig } from '../../../config/runtime-config';
import { apiRequest } from '../../../lib/api/api-client';

export interface ApprovedClub {
  id: string;
  name: string;
}

/** GET /clubs/approved?search=: approved clubs whose name or owner matches. */
export async function searchApprovedClubs(
  config: RuntimeConfig,
  request: { idToken: string; search: string },
): Promise<ApprovedClub[]> {
  const query = request.search.trim() ? `?search=${encodeURIComponent(request.search.trim())}` : '';
  const { clubs } = await apiRequest<{ clubs: ApprovedClub[] }>(config, `/clubs/approved${query}`, {
    idToken: request.idToken,
  });
  return clubs;
}
