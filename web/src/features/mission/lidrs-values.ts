/** The LIDRS values acronym (spec 01 §9); texts are `mission.values.<id>.*`. */
export const LIDRS_VALUES = ['loyalty', 'integrity', 'duty', 'respect', 'sacrifice'] as const;
