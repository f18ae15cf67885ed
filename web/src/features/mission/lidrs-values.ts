/** The LIDRS values acronym; texts are `mission.values.<id>.*`. */
export const LIDRS_VALUES = ['loyalty', 'integrity', 'duty', 'respect', 'sacrifice'] as const;
