import { createHash } from 'node:crypto';

import type { MemberCardWire } from '../domain/wire/member-card';
import { pkpassEntries, testWalletCertificates } from '../test-support/wallet-certificates';

import { isWalletConfigured, parseWalletCertificates } from './wallet-config';
import { walletPass } from './wallet-pass';

const card: MemberCardWire = {
  membership_id: 'm-maya',
  member_id: 'IL-2026-00042',
  name: 'Maya Lee',
  belt_rank: '1st_dan_black_belt',
  division: 'Junior',
  club_name: 'Palatine TKD',
  valid_through: '2026-12-31',
  token: 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJtaWQiOiJJTC0yMDI2LTAwMDQyIn0.c2lnbmF0dXJl',
};

describe('walletPass', () => {
  it('When certificates are given, then the pass is a signed store card with the card fields and the token in a QR barcode', () => {
    const certificates = testWalletCertificates();
    const files = pkpassEntries(walletPass(card, certificates));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'logo.png']),
    );
    const pass = JSON.parse(String(files.get('pass.json')));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.org.example.test-card',
      teamIdentifier: 'TEAM123456',
      serialNumber: 'IL-2026-00042',
      organizationName: 'Illinois Taekwondo Association',
      barcodes: [expect.objectContaining({ format: 'PKBarcodeFormatQR', message: card.token })],
    });
    expect(pass.expirationDate).toMatch(/^2026-12-3[01]T|^2027-01-01T/);
    const fields = pass.storeCard;
    expect(fields.primaryFields).toEqual([{ key: 'name', label: 'member', value: 'Maya Lee' }]);
    // Labels are keys Wallet finds in the phone's language.
    const strings = (language: string) => String(files.get(`${language}.lproj/pass.strings`));
    expect(strings('en')).toContain('"memberId" = "Member ID";');
    expect(strings('es')).toContain('"memberId" = "ID de miembro";');
    expect(strings('es')).toContain('"validThrough" = "Válida hasta";');
    const values = Object.fromEntries(
      [...fields.secondaryFields, ...fields.auxiliaryFields].map(
        (field: { key: string; value: string }) => [field.key, field.value],
      ),
    );
    expect(values).toMatchObject({
      memberId: 'IL-2026-00042',
      belt: '1st dan black belt',
      division: 'Junior',
      club: 'Palatine TKD',
    });
    expect(JSON.stringify(pass)).not.toMatch(/birth|dateOfBirth|email|address/i);
    // The manifest names every file's SHA-1, as Wallet checks before reading the signature.
    const manifest = JSON.parse(String(files.get('manifest.json')));
    expect(manifest['pass.json']).toBe(
      createHash('sha1')
        .update(files.get('pass.json') as Buffer)
        .digest('hex'),
    );
    expect(files.get('signature')?.length).toBeGreaterThan(500);
  });
});

describe('wallet configuration', () => {
  it('is on only with every required field of WALLET_PASS_CERTIFICATES', () => {
    const complete = testWalletCertificates();
    expect(parseWalletCertificates(JSON.stringify(complete))).toEqual(complete);
    expect(parseWalletCertificates(undefined)).toBeNull();
    expect(parseWalletCertificates('  ')).toBeNull();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseWalletCertificates('not json')).toBeNull();
    const { wwdr: _wwdr, ...withoutWwdr } = complete;
    expect(parseWalletCertificates(JSON.stringify(withoutWwdr))).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('lacks wwdr'));
    warn.mockRestore();
    expect(isWalletConfigured(() => null)).toBe(false);
    expect(isWalletConfigured(() => complete)).toBe(true);
  });
});
