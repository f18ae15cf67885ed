import type { ReactNode } from 'react';

import {
  DescriptionItem,
  DescriptionList,
} from '../../components/description-list/description-list';

/** Labelled facts on a card, as a description list. */
export function CardDetails({ children }: { children: ReactNode }) {
  return (
    <DescriptionList columnGap={1.5} rowGap={0.5}>
      {children}
    </DescriptionList>
  );
}

export function CardDetail({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <DescriptionItem labelId={labelId} valueSx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {children}
    </DescriptionItem>
  );
}
