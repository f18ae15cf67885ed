/** Bookkeeping and derived search copies: no one's edit, so never in the audit log. */
export const ACCOUNT_NOT_AUDITED = [
  'updatedAt',
  'lastLoginAt',
  'firstNameLower',
  'lastNameLower',
  'emailLower',
  'searchTokens',
];
