import type { CertificationKind } from '../certifications';
import type { RefereeLevel } from '../enums';

/** A coach's or referee's certification on the wire: dates 'YYYY-MM-DD', times ISO. */
export type CertificationWire = {
  id: string;
  membership_id: string;
  kind: CertificationKind;
  document_reference: string;
  issued_on: string | null;
  /** The last day it is valid. */
  expires_on: string;
  /** Referee licences only. */
  level: RefereeLevel | null;
  recorded_by: string;
  created_at: string;
};

/** A page of one membership's certifications, latest expiry first. */
export type CertificationPageWire = {
  certifications: CertificationWire[];
  /** Pass as `after` for the next page; null on the last. */
  next_cursor: string | null;
};

/** The caller's own certifications, those of every membership the account holds. */
export type CertificationListWire = { certifications: CertificationWire[] };
