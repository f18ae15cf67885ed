import { MIN_MEMBER_AGE } from './age';
import { PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from './password';

// Schemas emit these keys instead of prose: the API answers with the English text,
// the web translates the same keys.
export const VALIDATION_MESSAGES = {
  'validation.required': 'This field is required.',
  'validation.invalidType': 'This value has the wrong type.',
  'validation.unknownField': 'This field is not allowed.',
  'validation.tooLong': 'This value is too long.',
  'validation.email': 'Please enter a valid email address.',
  'validation.phone': 'Please enter a valid phone number.',
  'validation.coachPhone': 'A phone number is required for coach registration.',
  'validation.date': 'Please enter a valid date (YYYY-MM-DD).',
  'validation.dateInFuture': 'The date cannot be in the future.',
  'validation.tooYoung': `Members must be at least ${MIN_MEMBER_AGE} years old.`,
  'validation.oneOf': 'Please choose one of the listed options.',
  'validation.householdMemberships': 'Choose between 2 and 20 different memberships.',
  'validation.mustAccept': 'This agreement must be accepted.',
  'validation.state': 'Please choose a US state.',
  'validation.zipcode': 'Please enter a 5 or 9 digit ZIP code.',
  'validation.inviteCode': 'Invalid invitation code.',
  'validation.image.type': 'Please upload an image file (JPG, PNG or GIF).',
  'validation.image.size': 'File size must be less than 5MB',
  'validation.image.bytes': 'The logo must be at most 256 KB once resized.',
  'validation.image.pixels': 'The logo must be at most 512 pixels on each side.',
  'validation.eventImage.bytes': 'The event image must be at most 256 KB once resized.',
  'validation.eventImage.pixels': 'The event image must be at most 512 pixels on each side.',
  'validation.time': 'Please enter a valid time (HH:mm).',
  'validation.dateTime': 'Please enter a valid date and time.',
  'validation.endBeforeStart': 'The end time must be after the start time.',
  'validation.expiresBeforeIssued': 'The expiry date must be on or after the issue date.',
  'validation.detailsLink': 'Enter a site path starting with / or an https:// address.',
  'validation.amount': 'Enter an amount between $0 and $10,000.',
  'validation.capacity': 'Enter a whole number of places between 1 and 10,000.',
  'validation.closesAfterEvent': 'Entries must close before the event starts.',
  'validation.sameEmail': 'The email must be the one you signed in with.',
  'validation.statusReason':
    'A reason is required to make a record active, suspended or cancelled.',
  'validation.contactPhone':
    'A phone number is required. Please provide either an athlete phone number or ensure your account has a phone number.',
  'validation.inviteCodeMissing':
    'No invitation code provided. Club registration requires a valid invitation.',
  'validation.passwordMismatch': 'Passwords do not match.',
  'validation.password.minLength': `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  'validation.password.letter': 'Password must contain at least one letter.',
  'validation.password.number': 'Password must contain at least one number.',
  'validation.password.symbol': `Password must contain at least one symbol (${PASSWORD_SYMBOLS}).`,
} as const satisfies Record<string, string>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return (
    typeof value === 'string' && Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, value)
  );
}

/** English text for a key; anything else is passed through unchanged. */
export function validationMessageText(key: string): string {
  return isValidationMessageKey(key) ? VALIDATION_MESSAGES[key] : key;
}
