import { z } from 'zod';

/** A new subscription as the social-proof toast hears of it: the tier, nothing that names anyone. */
export const socialProofEventSchema = z.object({ tier: z.enum(['basic', 'premium', 'ultimate']) }).strict();
export type SocialProofEvent = z.infer<typeof socialProofEventSchema>;

/** Spec: the toast stays 5 s; a burst shows at most one toast per this gap. */
export const socialProofToastMs = 5_000;
export const socialProofGapMs = 30_000;
