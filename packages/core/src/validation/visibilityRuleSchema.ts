/**
 * The zod schema of a section's visibility rule, `box.config.visibility.rule` (spec §3 Box: "a
 * condition over data fields"), used by boxSchemas.ts on save. Kept apart from the types and
 * evaluation (visibilityRule.ts), which the embed's viewer runs without zod.
 */
import { z } from 'zod';
import { visibilityOperators, type VisibilityRule } from './visibilityRule.js';

/** How many rules one group may hold; a rule is edited by hand, so this is generous. */
export const visibilityGroupMax = 50;

/**
 * zod schema of a VisibilityRule; anything else fails (a 400 BAD_REQUEST on save). Named in the
 * OpenAPI document (`VisibilityRule`): a recursive schema needs a component to refer to.
 */
export const visibilityRuleSchema: z.ZodType<VisibilityRule> = z
  .lazy(() =>
    z.union([
      z.strictObject({ field: z.string().min(1).max(100), operator: z.enum(visibilityOperators), value: z.string().max(10_000).optional() }),
      z.strictObject({ all: z.array(visibilityRuleSchema).max(visibilityGroupMax) }),
      z.strictObject({ any: z.array(visibilityRuleSchema).max(visibilityGroupMax) }),
    ]),
  )
  .meta({ id: 'VisibilityRule', description: 'Show the box when the rule holds: a data field condition, or all/any of nested rules' });

/** `box.config.visibility`: the rule, other keys kept as given. */
export const boxVisibilitySchema = z.looseObject({ rule: visibilityRuleSchema.optional() });
