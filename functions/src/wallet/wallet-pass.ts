import { PKPass } from 'passkit-generator';

import { formatBeltRank } from '../domain/enums';
import type { MemberCardWire } from '../domain/wire/member-card';

import { PASS_IMAGES } from './pass-images';
import type { WalletCertificates } from './wallet-config';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

const ORGANIZATION = 'Illinois Taekwondo Association';

// The fields' labels are keys Wallet looks up in the phone's language (en.lproj, es.lproj).
const LABELS = {
  en: {
    member: 'Member',
    memberId: 'Member ID',
    validThrough: 'Valid through',
    belt: 'Belt',
    division: 'Division',
    club: 'Club',
  },
  es: {
    member: 'Miembro',
    memberId: 'ID de miembro',
    validThrough: 'Válida hasta',
    belt: 'Cinturón',
    division: 'División',
    club: 'Club',
  },
};

/** 'YYYY-MM-DD' as the pass shows it; Wallet formats W3C dates in the phone's language. */
const endOfDay = (date: string) => `${date}T23:59:59-06:00`;

/**
 * A member card as an Apple Wallet store card: the same fields as the printed card, and a
 * QR barcode holding the card's signed token (what a door checker scans). The pass expires
 * with the membership. Signed with the configured certificates; returns the .pkpass file.
 */
export function walletPass(card: MemberCardWire, certificates: WalletCertificates): Buffer {
  const pass = new PKPass(
    { ...PASS_IMAGES },
    {
      wwdr: certificates.wwdr,
      signerCert: certificates.signerCert,
      signerKey: certificates.signerKey,
      ...(certificates.signerKeyPassphrase
        ? { signerKeyPassphrase: certificates.signerKeyPassphrase }
        : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: certificates.passTypeIdentifier,
      teamIdentifier: certificates.teamIdentifier,
      organizationName: ORGANIZATION,
      description: `${ORGANIZATION} member card`,
      serialNumber: card.member_id,
      logoText: ORGANIZATION,
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(255, 209, 102)',
      backgroundColor: 'rgb(11, 42, 91)',
      sharingProhibited: true,
    },
  );
  pass.type = 'storeCard';
  pass.primaryFields.push({ key: 'name', label: 'member', value: card.name });
  pass.secondaryFields.push(
    { key: 'memberId', label: 'memberId', value: card.member_id },
    {
      key: 'validThrough',
      label: 'validThrough',
      value: endOfDay(card.valid_through),
      dateStyle: 'PKDateStyleMedium',
      textAlignment: 'PKTextAlignmentRight',
    },
  );
  pass.auxiliaryFields.push(
    { key: 'belt', label: 'belt', value: card.belt_rank ? formatBeltRank(card.belt_rank) : '—' },
    { key: 'division', label: 'division', value: card.division ?? '—' },
    { key: 'club', label: 'club', value: card.club_name ?? '—' },
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: card.token,
    messageEncoding: 'iso-8859-1',
    altText: card.member_id,
  });
  for (const [language, labels] of Object.entries(LABELS)) pass.localize(language, labels);
  pass.setExpirationDate(new Date(endOfDay(card.valid_through)));
  return pass.getAsBuffer();
}
