import { RECORD_ID_MAX, isInviteCode, isRecordId } from './record-ids';

describe('isRecordId', () => {
  it('accepts Firestore auto ids, Auth uids, Stripe ids and the readable ids of demo data', () => {
    for (const id of [
      'Xb3kP9qLm2Zt7RfA1cVw',
      'demo-member',
      'm-rosa',
      'pi_local_0123456789abcdef01234567',
      '3f0c9a52-6d1e-4b7a-9c1f-2a8e5d7b6c40',
      'a'.repeat(RECORD_ID_MAX),
    ]) {
      expect({ id, ok: isRecordId(id) }).toEqual({ id, ok: true });
    }
  });

  it('refuses slashes, dots, encodings, blanks, reserved names and over-long ids', () => {
    for (const id of [
      'abc/def',
      'abc%2Fdef',
      '..',
      '.',
      'a.b',
      '',
      ' ',
      'a b',
      '__name__',
      'a'.repeat(RECORD_ID_MAX + 1),
      'é',
    ]) {
      expect({ id, ok: isRecordId(id) }).toEqual({ id, ok: false });
    }
  });

  it('refuses what is not a string', () => {
    expect(isRecordId(42)).toBe(false);
    expect(isRecordId(null)).toBe(false);
    expect(isRecordId(['abc'])).toBe(false);
  });
});

describe('isInviteCode', () => {
  it("accepts the server's base64url codes and the demo's", () => {
    expect(isInviteCode('k3j4h5g6f7d8s9a0q1w2e3r4t5')).toBe(true);
    expect(isInviteCode('Ab-_Cd')).toBe(true);
    expect(isInviteCode('PRAIRIESTATEDEMOINVITE2026')).toBe(true);
  });

  it('refuses slashes, dots, short, over-long and reserved codes', () => {
    for (const code of ['abc/def', '..', 'abc', 'a'.repeat(65), '__code__', 'a b']) {
      expect({ code, ok: isInviteCode(code) }).toEqual({ code, ok: false });
    }
  });
});
