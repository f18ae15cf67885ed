import { createIntl } from 'react-intl';

import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { messages as es } from '../../../i18n/es/index';
import { initialAthleteValues, type AthleteValues } from '../membership/athlete-values';

import { reviewRows } from './review-rows';

const spanish = createIntl({ locale: 'es', messages: es });

function application(): AthleteValues {
  const values = initialAthleteValues('champion', 'self');
  return {
    ...values,
    personal_info: {
      ...values.personal_info,
      first_name: 'Jane',
      last_name: 'Doe',
      date_of_birth: '1985-04-02',
      gender: 'female',
      t_shirt_size: 'adult_m',
      uniform_size: '4',
      use_account_address: false,
      address: {
        street_number_and_name: 'Av. Juárez 10',
        apt_suite_unit_number: '',
        city: 'Guadalajara',
        state: 'Jalisco',
        zipcode: '44100',
        country: 'Mexico',
      },
    },
  };
}

const valueOf = (labelId: string) =>
  reviewRows(spanish, application(), COMPLETE_ACCOUNT).find((row) => row.labelId === labelId)
    ?.value;

describe('reviewRows', () => {
  it("shows a Spanish reader the date of birth and the address's country in Spanish", () => {
    expect(valueOf('registration.field.dateOfBirth')).toBe('2 de abril de 1985');
    expect(valueOf('registration.review.address')).toBe(
      'Av. Juárez 10, Guadalajara, Jalisco 44100, México',
    );
  });
});
