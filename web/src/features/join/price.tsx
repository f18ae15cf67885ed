import { FormattedNumber } from 'react-intl';

/** A price held in cents, shown in US dollars; whole dollars drop the cents ($167). */
export function Price({ cents }: { cents: number }) {
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  return (
    <FormattedNumber
      value={cents / 100}
      style="currency"
      currency="USD"
      minimumFractionDigits={fractionDigits}
      maximumFractionDigits={fractionDigits}
    />
  );
}
