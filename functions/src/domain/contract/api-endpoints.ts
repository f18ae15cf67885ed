import type { AnnouncementsEndpoints } from './endpoints/announcements';
import type { CertificationsEndpoints } from './endpoints/certifications';
import type { ClubsAndEventsEndpoints } from './endpoints/clubs-and-events';
import type { DashboardEndpoints } from './endpoints/dashboard';
import type { HandoverEndpoints } from './endpoints/handover';
import type { MemberCardsEndpoints } from './endpoints/member-cards';
import type { PeopleAndPaymentsEndpoints } from './endpoints/people-and-payments';
import type { WalletPassesEndpoints } from './endpoints/wallet-passes';

/**
 * The one contract between the web and /api/v1: every endpoint, keyed 'METHOD /path' with
 * OpenAPI's {name} path parameters, and the types of what it takes and gives. The web's
 * request helper, the routers' answers (`satisfies AnswerOf<K>`) and the OpenAPI document
 * are all read from here, so a field renamed on one side fails the other's compile.
 *
 * Each entry's JSDoc is the endpoint's summary in the OpenAPI document.
 * - `auth`: who may call: 'none' (anyone), 'signed-in' (a bearer ID token), 'optional'
 *   (anyone; a token, when sent, ties the call to the person), 'admin', or 'stripe' (the
 *   webhook's signature).
 * - `success`: the status of a successful answer.
 * - `query`: the query-string values (strings, as the URL carries them), or `never`.
 * - `body`: the JSON request body, or `never` when the call sends none.
 * - `answer`: the JSON answer of the success status, or `void` for 204 No Content.
 */
export interface ApiEndpoints
  extends
    PeopleAndPaymentsEndpoints,
    ClubsAndEventsEndpoints,
    MemberCardsEndpoints,
    CertificationsEndpoints,
    DashboardEndpoints,
    HandoverEndpoints,
    WalletPassesEndpoints,
    AnnouncementsEndpoints {}

/** What every entry of ApiEndpoints declares. */
export interface EndpointShape {
  auth: 'none' | 'signed-in' | 'optional' | 'admin' | 'stripe';
  success: 200 | 201 | 202 | 204;
  /** Error statuses beyond those every endpoint of its kind may answer (see the document). */
  errors?: 404 | 409 | 422 | 503;
  query: unknown;
  body: unknown;
  answer: unknown;
}

export type EndpointKey = keyof ApiEndpoints;
export type QueryOf<K extends EndpointKey> = ApiEndpoints[K]['query'];
export type BodyOf<K extends EndpointKey> = ApiEndpoints[K]['body'];
export type AnswerOf<K extends EndpointKey> = ApiEndpoints[K]['answer'];

export type MethodOf<K extends EndpointKey> = K extends `${infer M} ${string}` ? M : never;
export type PathOf<K extends EndpointKey> = K extends `${string} ${infer P}` ? P : never;

/** The names of a path template's {parameters}: '/clubs/{id}/soft' gives 'id'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamNames<Rest>
  : never;

export type PathParamsOf<K extends EndpointKey> = {
  [N in PathParamNames<PathOf<K>>]: string;
};

/** Fills a path template's {parameters}, each one URL-encoded. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

// Every entry must have the shape above (a compile error names the entry that does not).
type Check<T extends { [K in keyof T]: EndpointShape }> = T;
export type CheckedEndpoints = Check<ApiEndpoints>;
