// What erasing a family's data removes. Payment records stay for the association's
// accounts (amounts, dates, which membership or club), without whom they name.

/** Membership fields that say who the person is or how to reach them. */
export const MEMBERSHIP_PERSONAL_FIELDS = {
  firstName: '',
  lastName: '',
  email: null,
  phone: null,
  dateOfBirth: '',
  gender: null,
  parentName: null,
  address: null,
  useAccountAddress: true,
  tShirtSize: null,
  uniformSize: null,
  relationshipToAthlete: null,
  firstNameLower: '',
  lastNameLower: '',
  emailLower: null,
  // The admin search's tokens hold the name and email too.
  searchTokens: [],
  // The parent who kept read access after the handover at 18 keeps none once it is erased.
  parentReaderUid: null,
  // The handover at 18 as kept: the athlete's invited address and both accounts.
  handover: null,
} as const;

/** A club's contact details: the owner's name, email, phone and address, and the logo. */
export const CLUB_OWNER_PERSONAL_FIELDS = {
  'clubInfo.clubOwnerName': '',
  'clubInfo.clubEmail': '',
  'clubInfo.clubPhone': '',
  'clubInfo.clubAddress': '',
  'clubInfo.clubLogo': null,
  ownerNameLower: '',
  emailLower: '',
  // Both search indexes hold the owner's name, and the admin one the email.
  searchPrefixes: [],
  searchTokens: [],
} as const;

/**
 * An event entry's copy of who entered (the roster's snapshot and its search). The entry
 * stays, withdrawn, so the event's counts and any payment still add up.
 */
export const EVENT_ENTRY_PERSONAL_FIELDS = {
  firstName: '',
  lastName: '',
  memberId: null,
  clubName: null,
  accountUid: null,
  searchTokens: [],
} as const;

/**
 * Payments keep the money and the record they paid for; the payer's id goes, and so does
 * the name of who an entry fee entered (the payer's history shows it beside the event).
 */
export const PAYMENT_PERSONAL_FIELDS = { accountUid: null, entrantName: null } as const;

export const ERASURE_MESSAGES = {
  notRequested: 'This account has not asked for its data to be erased.',
  administrator: 'Remove the administrator role before erasing this account.',
} as const;
