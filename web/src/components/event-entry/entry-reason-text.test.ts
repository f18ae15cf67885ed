import { createIntl } from 'react-intl';

import { messages as en } from '../../i18n/en/index';
import { messages as es } from '../../i18n/es/index';

import { entryReasonText } from './entry-reason-text';

const english = createIntl({ locale: 'en', messages: en });
const spanish = createIntl({ locale: 'es', messages: es });

describe('entryReasonText', () => {
  it("names the certifications a coach's entry still needs, in English and Spanish", () => {
    const reason = {
      code: 'certification_required',
      kinds: ['safesport', 'background_check'],
    } as const;
    expect(entryReasonText(english, reason)).toBe(
      'Needs current SafeSport training and Background check',
    );
    expect(entryReasonText(spanish, reason)).toBe(
      'Requiere Capacitación SafeSport y Verificación de antecedentes vigente',
    );
  });
});
