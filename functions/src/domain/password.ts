export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';
/** The identity provider's own floor, used on the reset page. */
export const PROVIDER_MIN_PASSWORD = 6;

export const PASSWORD_REQUIREMENTS = ['minLength', 'letter', 'number', 'symbol'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

const CHECKS: Record<PasswordRequirement, (password: string) => boolean> = {
  minLength: (password) => password.length >= PASSWORD_MIN_LENGTH,
  letter: (password) => /\p{L}/u.test(password),
  number: (password) => /\d/.test(password),
  symbol: (password) => [...password].some((char) => PASSWORD_SYMBOLS.includes(char)),
};

/** The unmet requirements, in the order the form lists them. */
export function passwordProblems(password: string): PasswordRequirement[] {
  return PASSWORD_REQUIREMENTS.filter((requirement) => !CHECKS[requirement](password));
}
