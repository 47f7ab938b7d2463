import { z } from 'zod';

const offsetInvalid = { error: 'wellbeing.offsetInvalid' };

/** The caller's UTC offset in minutes (east positive), for days that start at their local midnight; UTC when left out. */
export const utcOffsetQuerySchema = z.object({
  utcOffset: z.coerce.number(offsetInvalid).int(offsetInvalid).min(-840, offsetInvalid).max(840, offsetInvalid).optional().default(0),
});
