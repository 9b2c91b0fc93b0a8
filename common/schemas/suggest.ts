// GET /api/suggest: what the search box offers while a visitor types (issue 34, decision 0053).
import { z } from 'zod';
import { ZLocaleParamSchema } from './primitives.ts';

export const SUGGEST_MAX_CHARS = 100;
export const SUGGEST_LIMIT = 8;

export const ZSuggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'q: type at least one character')
    .max(SUGGEST_MAX_CHARS, `q: at most ${SUGGEST_MAX_CHARS} characters`)
    .meta({ description: 'What the visitor typed so far' }),
  locale: ZLocaleParamSchema,
});
export type TSuggestQuery = z.infer<typeof ZSuggestQuerySchema>;

export const ZSuggestionSchema = z.object({
  kind: z.enum(['search', 'wilaya', 'commune']).meta({
    description:
      'search: the typed words read as filters (and a place completed); wilaya or commune: a place',
  }),
  label: z
    .string()
    .meta({ description: 'What it says, in the locale: « Villa · À vendre · Alger »' }),
  count: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'Visible listings it finds (up to the total cap)' }),
  href: z.string().meta({ description: "The list page's address that shows them" }),
});
export type TSuggestion = z.infer<typeof ZSuggestionSchema>;

export const ZSuggestListSchema = z.object({
  q: z.string(),
  data: z.array(ZSuggestionSchema),
});
export type TSuggestList = z.infer<typeof ZSuggestListSchema>;
