import { COUNTRIES } from '@domain/enums';
import { createIntl } from 'react-intl';

import { messages as en } from '../../i18n/en/index';
import { messages as es } from '../../i18n/es/index';

import { countryLabel, optionLists } from './option-labels';

const spanish = createIntl({ locale: 'es', messages: es });
const english = createIntl({ locale: 'en', messages: en });

describe('country names', () => {
  it("name each country of the list in the reader's language, from Intl.DisplayNames", () => {
    const labels = optionLists(spanish).countries.map(({ label }) => label);
    expect(labels).toEqual(expect.arrayContaining(['Estados Unidos', 'México', 'Corea del Sur']));
    const display = new Intl.DisplayNames(['es'], { type: 'region' });
    expect(countryLabel(spanish, 'Japan')).toBe(display.of('JP'));
    expect(optionLists(english).countries.map(({ label }) => label)).toContain('United Kingdom');
  });

  it('keep the stored English value and offer Other from the catalogue', () => {
    const options = optionLists(spanish).countries;
    expect(options.map(({ value }) => value)).toEqual([...COUNTRIES]);
    expect(countryLabel(spanish, 'Other')).toBe('Otro');
  });

  it('show a stored country outside the list as it was written', () => {
    expect(countryLabel(spanish, 'Atlantis')).toBe('Atlantis');
    expect(countryLabel(spanish, '')).toBe('');
  });
});
