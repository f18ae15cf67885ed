import { certificationInputSchema, certificationsQuerySchema } from './certification';
import { validateInput } from './validate';

describe('certificationInputSchema', () => {
  it('takes a referee licence with its level', async () => {
    const result = await validateInput(certificationInputSchema, {
      kind: 'referee_licence',
      document_reference: ' REF-2291 ',
      issued_on: '2026-01-10',
      expires_on: '2027-01-09',
      level: 'national',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'referee_licence',
        document_reference: 'REF-2291',
        issued_on: '2026-01-10',
        expires_on: '2027-01-09',
        level: 'national',
      },
    });
  });

  it('drops a level on other kinds and leaves the issue date optional', async () => {
    const result = await validateInput(certificationInputSchema, {
      kind: 'safesport',
      document_reference: 'SS-1',
      expires_on: '2027-01-09',
      level: 'national',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'safesport',
        document_reference: 'SS-1',
        issued_on: null,
        expires_on: '2027-01-09',
        level: null,
      },
    });
  });

  it('names each field in error', async () => {
    const result = await validateInput(certificationInputSchema, {
      kind: 'referee_licence',
      document_reference: '',
      issued_on: '2027-02-01',
      expires_on: '2027-01-09',
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'document_reference', message: 'validation.required' },
        { field: 'expires_on', message: 'validation.expiresBeforeIssued' },
        { field: 'level', message: 'validation.required' },
      ]),
    });
    const unknownKind = await validateInput(certificationInputSchema, {
      kind: 'first_aid',
      document_reference: 'x',
      expires_on: 'soon',
    });
    expect(unknownKind).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'kind', message: 'validation.oneOf' },
        { field: 'expires_on', message: 'validation.date' },
      ]),
    });
  });
});

describe('certificationsQuerySchema', () => {
  it('casts the page size and refuses more than 100', async () => {
    expect(await validateInput(certificationsQuerySchema, { limit: '5' })).toEqual({
      ok: true,
      value: { limit: 5 },
    });
    expect((await validateInput(certificationsQuerySchema, { limit: '101' })).ok).toBe(false);
  });
});
