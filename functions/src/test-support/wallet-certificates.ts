import { generateKeyPairSync, randomBytes } from 'node:crypto';

import type { WalletCertificates } from '../wallet/wallet-config';

// node-forge (passkit-generator's own PKCS #7 signer, which it depends on), typed for the
// little used here: self-signed certificates for tests, never for a deployment.
interface ForgeCertificate {
  publicKey: unknown;
  serialNumber: string;
  validity: { notBefore: Date; notAfter: Date };
  setSubject(attributes: { name: string; value: string }[]): void;
  setIssuer(attributes: { name: string; value: string }[]): void;
  sign(key: unknown, digest: unknown): void;
}
interface Forge {
  pki: {
    createCertificate(): ForgeCertificate;
    publicKeyFromPem(pem: string): unknown;
    privateKeyFromPem(pem: string): unknown;
    certificateToPem(certificate: ForgeCertificate): string;
  };
  md: { sha256: { create(): unknown } };
}
const forge = jest.requireActual<Forge>('node-forge');

/** A self-signed certificate for `commonName` and its private key, both PEM. */
function selfSigned(commonName: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(certificate), key: privateKey };
}

/** Pass certificates as a deployment's WALLET_PASS_CERTIFICATES gives them, self-signed. */
export function testWalletCertificates(): WalletCertificates {
  const signer = selfSigned('Pass Type ID: pass.org.example.test-card');
  return {
    passTypeIdentifier: 'pass.org.example.test-card',
    teamIdentifier: 'TEAM123456',
    signerCert: signer.cert,
    signerKey: signer.key,
    wwdr: selfSigned('Test WWDR').cert,
  };
}

/**
 * The files of a .pkpass (a ZIP whose entries are stored, not deflated, as passkit-generator
 * writes them), read from its local headers.
 */
export function pkpassEntries(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 30 <= archive.length && archive.readUInt32LE(offset) === 0x04034b50) {
    const method = archive.readUInt16LE(offset + 8);
    const size = archive.readUInt32LE(offset + 18);
    const nameLength = archive.readUInt16LE(offset + 26);
    const extraLength = archive.readUInt16LE(offset + 28);
    const name = archive.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    if (method !== 0) throw new Error(`${name} is compressed (method ${method})`);
    entries.set(name, archive.subarray(start, start + size));
    offset = start + size;
  }
  return entries;
}
