/** POST /club-memberships/invitations: the invitation an administrator just sent. */
export type InvitationCreatedWire = {
  invite_code: string;
  /** The registration page's path with the code; the email carries it on the site's origin. */
  registration_link: string;
  club_name: string;
  club_id: string;
};

/** POST /club-memberships/invitations/{code}/revoke. */
export type InvitationRevokedWire = {
  invite_code: string;
  club_id: string;
  revoked: true;
};

/**
 * POST /club-memberships/validate-invite: whether the code can still be redeemed, with the
 * invited club's name, or the reason it cannot (`error` in English, `error_key` for the web).
 */
export type InviteValidationWire =
  | { valid: true; error: null; error_key: null; club_name: string | null }
  | { valid: false; error: string; error_key: string; club_name: null };
