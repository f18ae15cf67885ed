import { createIntl } from 'react-intl';

import { formatAxisValue, formatValue } from './dashboard-charts';

describe('formatAxisValue', () => {
  const en = createIntl({ locale: 'en', messages: {} });
  const es = createIntl({ locale: 'es', messages: {} });

  it('shortens revenue and counts for a narrow axis, while tooltips keep the exact figure', () => {
    expect(formatAxisValue(en, 'cents', 1_234_500)).toBe('$12.3K');
    expect(formatAxisValue(en, 'cents', 15_000)).toBe('$150');
    expect(formatAxisValue(en, 'count', 1500)).toBe('1.5K');
    expect(formatValue(en, 'cents', 1_234_500)).toBe('$12,345.00');
  });

  it('shortens in Spanish too', () => {
    expect(formatAxisValue(es, 'count', 1500).length).toBeLessThanOrEqual(8);
    expect(formatAxisValue(es, 'cents', 123_450_000).length).toBeLessThanOrEqual(10);
  });
});
