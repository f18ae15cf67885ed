import { parseApiErrorResponse, networkError } from '@domain/api-errors';
import { fillPath } from '@domain/contract/api-endpoints';
import type { MemberCardListWire } from '@domain/wire/member-card';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api/api-client';
import { callApi } from '../../../lib/api/call-api';
import { currentIdToken } from '../../../lib/api/signed-in-request';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** GET /cards/me: a card for each active membership the account holds, and the wallet's state. */
export function listMyCards(config: RuntimeConfig, locale: string): Promise<MemberCardListWire> {
  return callApi(config, 'GET /cards/me', { locale });
}

/**
 * GET /cards/{membershipId}/wallet-pass: the Apple Wallet pass, as a file. The answer is a
 * .pkpass archive, not JSON, so it is read here as a Blob; failures reject with an
 * ApiRequestError like callApi's.
 */
export async function fetchWalletPass(
  config: RuntimeConfig,
  membershipId: string,
  locale: string,
): Promise<Blob> {
  const path = fillPath('/cards/{membershipId}/wallet-pass', { membershipId });
  const headers: Record<string, string> = {
    Accept: PKPASS_TYPE,
    Authorization: `Bearer ${await currentIdToken(config)}`,
    'Accept-Language': locale,
    ...(await appCheckHeaders(config)),
  };
  let response: Response;
  try {
    response = await fetch(`${config.api.accountBaseUrl}/api/v1${path}`, { headers });
  } catch {
    throw new ApiRequestError(networkError());
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(parseApiErrorResponse(response.status, text, response.statusText));
  }
  return response.blob();
}

/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
