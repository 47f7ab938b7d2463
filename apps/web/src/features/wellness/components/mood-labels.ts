/** i18n keys of the mood scale, 1 (very low) to 5 (great). */
export const moodKey = (mood: number) => `mood.level${mood}` as const;
