import type { CertificationInput, CertificationsQuery } from '../../schemas/certification';
import type {
  CertificationListWire,
  CertificationPageWire,
  CertificationWire,
} from '../../wire/certification';
import type { NoInput, WithQuery } from '../endpoint-kinds';

/**
 * Coaches' and referees' certifications (SafeSport, background check, referee and coaching
 * licences): administrators record and remove them, holders read their own. ApiEndpoints
 * extends it.
 */
export interface CertificationsEndpoints {
  /** A page of a membership's certifications, latest expiry first (administrators). */
  'GET /memberships/{id}/certifications': WithQuery<
    'admin',
    CertificationsQuery,
    CertificationPageWire
  > & { errors: 404 };
  /** Records a certification of a membership with its document reference (administrators). */
  'POST /memberships/{id}/certifications': {
    auth: 'admin';
    success: 201;
    errors: 404;
    query: never;
    body: CertificationInput;
    answer: CertificationWire;
  };
  /** Removes a certification recorded in error; it stays in the audit log (administrators). */
  'DELETE /certifications/{id}': NoInput<'admin', CertificationWire> & { errors: 404 };
  /** The caller's own certifications, of every membership the account holds. */
  'GET /certifications/me': NoInput<'signed-in', CertificationListWire>;
}
