import { addressSchema } from './address';
import { validateInput } from './validate';

const illinois = {
  street_number_and_name: '100 W Randolph St',
  city: 'Chicago',
  state: 'IL',
  zipcode: '60601',
};

describe('addressSchema', () => {
  it('defaults the country to the United States and the apartment to null', async () => {
    const result = await validateInput(addressSchema, illinois);
    expect(result).toEqual({
      ok: true,
      value: { ...illinois, apt_suite_unit_number: null, country: 'United States' },
    });
  });

  it('trims text and upper-cases a US state code', async () => {
    const result = await validateInput(addressSchema, {
      ...illinois,
      street_number_and_name: '  100 W Randolph St ',
      state: ' il ',
      apt_suite_unit_number: '   ',
    });
    expect(result.ok && result.value).toMatchObject({
      street_number_and_name: '100 W Randolph St',
      state: 'IL',
      apt_suite_unit_number: null,
    });
  });

  it('requires a real US state code and a 5 or 9 digit ZIP in the United States', async () => {
    const result = await validateInput(addressSchema, {
      ...illinois,
      state: 'Illinois',
      zipcode: '6060',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'state', message: 'validation.state' },
        { field: 'zipcode', message: 'validation.zipcode' },
      ],
    });
  });

  it.each(['60601', '60601-1234', '606011234'])('accepts the US ZIP %s', async (zipcode) => {
    expect((await validateInput(addressSchema, { ...illinois, zipcode })).ok).toBe(true);
  });

  it('accepts free-text states and postcodes, or none, outside the United States', async () => {
    const london = {
      street_number_and_name: '1 Mall',
      city: 'London',
      zipcode: 'SW1A 1AA',
      country: 'United Kingdom',
    };
    expect((await validateInput(addressSchema, london)).ok).toBe(true);
    expect((await validateInput(addressSchema, { ...london, state: null })).ok).toBe(true);
    expect((await validateInput(addressSchema, { ...london, state: 'Greater London' })).ok).toBe(
      true,
    );
  });

  it('requires a state in the United States', async () => {
    const result = await validateInput(addressSchema, { ...illinois, state: '' });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'state', message: 'validation.required' }],
    });
  });

  it('refuses a country outside the list and blank required fields', async () => {
    const result = await validateInput(addressSchema, {
      ...illinois,
      street_number_and_name: '  ',
      city: null,
      country: 'Atlantis',
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'street_number_and_name', message: 'validation.required' },
        { field: 'city', message: 'validation.required' },
        { field: 'country', message: 'validation.oneOf' },
      ]),
    });
  });

  it('rejects keys it does not know', async () => {
    const result = await validateInput(addressSchema, { ...illinois, county: 'Cook', floor: 2 });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'county', message: 'validation.unknownField' },
        { field: 'floor', message: 'validation.unknownField' },
      ],
    });
  });
});
