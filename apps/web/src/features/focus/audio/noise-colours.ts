/** The noise colours on offer (the generator itself loads only when sound first plays). */
export const noiseColours = ['white', 'pink', 'brown'] as const;
export type NoiseColour = (typeof noiseColours)[number];
