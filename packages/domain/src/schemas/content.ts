import { z } from 'zod';
import { supportedLocales } from '../i18n/locales.js';

export const contentQuerySchema = z.object({ lng: z.enum(supportedLocales).optional() });
export const slugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

export const contentSummarySchema = z.object({
  slug: z.string(),
  locale: z.string(),
  title: z.string(),
  summary: z.string(),
  updated: z.string(),
  date: z.string().optional(),
  author: z.string().optional(),
  readingMinutes: z.number().int(),
});
export const contentDocumentSchema = contentSummarySchema.extend({ html: z.string() });
export const blogPostListSchema = z.array(contentSummarySchema);
