export const gradeBands = ['elementary', 'middle', 'high'] as const;
export type GradeBand = (typeof gradeBands)[number];

/** Grade range of each band, for labels ("K-5"). */
export const gradeBandRange: Record<GradeBand, { from: string; to: string }> = {
  elementary: { from: 'K', to: '5' },
  middle: { from: '6', to: '8' },
  high: { from: '9', to: '12' },
};
