/**
 * The privacy policy, section by section. Each section's text lives in the catalogue as
 * `privacy.<id>.title`, `privacy.<id>.p1..pN` (paragraphs) and `privacy.<id>.item1..itemN` (a list).
 */
export interface PrivacySection {
  id: string;
  paragraphs: number;
  items: number;
}

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  { id: 'who', paragraphs: 1, items: 0 },
  { id: 'collect', paragraphs: 1, items: 5 },
  { id: 'why', paragraphs: 2, items: 0 },
  { id: 'access', paragraphs: 1, items: 4 },
  { id: 'children', paragraphs: 2, items: 0 },
  { id: 'payments', paragraphs: 1, items: 0 },
  { id: 'providers', paragraphs: 1, items: 3 },
  { id: 'rights', paragraphs: 4, items: 0 },
  { id: 'retention', paragraphs: 1, items: 5 },
  { id: 'contact', paragraphs: 1, items: 0 },
];

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Every message id the policy uses, in reading order. */
export function privacyMessageIds(section: PrivacySection) {
  return {
    title: `privacy.${section.id}.title`,
    paragraphs: range(section.paragraphs).map((n) => `privacy.${section.id}.p${n}`),
    items: range(section.items).map((n) => `privacy.${section.id}.item${n}`),
  };
}
