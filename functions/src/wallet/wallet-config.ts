// Apple Wallet pass certificates. The Functions secret WALLET_PASS_CERTIFICATES holds one
// JSON object (see the README's configuration section):
//   passTypeIdentifier   the Pass Type ID registered with Apple (pass.org.example.card)
//   teamIdentifier       the Apple Developer team ID
//   signerCert           the Pass Type ID certificate, PEM
//   signerKey            its private key, PEM (encrypted or not)
//   signerKeyPassphrase  the key's passphrase, when it is encrypted (optional)
//   wwdr                 Apple's WWDR intermediate certificate (G4), PEM
// Without it (or with it incomplete) the site issues no passes and says so.

export const WALLET_SECRET_NAME = 'WALLET_PASS_CERTIFICATES';

export interface WalletCertificates {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

const REQUIRED = [
  'passTypeIdentifier',
  'teamIdentifier',
  'signerCert',
  'signerKey',
  'wwdr',
] as const;

/**
 * The secret's value read, or null when it is absent, not JSON, or misses a field (the
 * reason logged once per value, never the secret itself).
 */
export function parseWalletCertificates(value: string | undefined): WalletCertificates | null {
  if (!value?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    warnOnce(value, `${WALLET_SECRET_NAME} is not JSON: Apple Wallet passes are off.`);
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as Record<string, unknown>;
  const missing = REQUIRED.filter(
    (field) => typeof fields[field] !== 'string' || !(fields[field] as string).trim(),
  );
  if (missing.length > 0) {
    warnOnce(
      value,
      `${WALLET_SECRET_NAME} lacks ${missing.join(', ')}: Apple Wallet passes are off.`,
    );
    return null;
  }
  const passphrase = fields.signerKeyPassphrase;
  return {
    passTypeIdentifier: String(fields.passTypeIdentifier),
    teamIdentifier: String(fields.teamIdentifier),
    signerCert: String(fields.signerCert),
    signerKey: String(fields.signerKey),
    ...(typeof passphrase === 'string' && passphrase ? { signerKeyPassphrase: passphrase } : {}),
    wwdr: String(fields.wwdr),
  };
}

let warned: string | undefined;
function warnOnce(value: string, message: string) {
  if (warned === value) return;
  warned = value;
  console.warn(message);
}

/** Where the API reads the certificates: the secret as the environment holds it now. */
export type WalletCertificateSource = () => WalletCertificates | null;

export const environmentWalletCertificates: WalletCertificateSource = () =>
  parseWalletCertificates(process.env[WALLET_SECRET_NAME]);

/** Whether this deployment can issue Apple Wallet passes (GET /cards/me's `wallet.available`). */
export function isWalletConfigured(
  source: WalletCertificateSource = environmentWalletCertificates,
) {
  return source() !== null;
}
