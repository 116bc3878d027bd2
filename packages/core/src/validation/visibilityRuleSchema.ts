/**
 * The shape of a section's visibility rule, `box.config.visibility.rule` (spec §3 Box: "a
 * condition over data fields"). Kept apart from its evaluation (visibilityRule.ts) because
 * boxSchemas.ts validates box configs with it while the evaluation reads boxSchemas' data
 * field helpers; one module each keeps the import graph free of cycles.
 */
import { z } from 'zod';

/** The comparisons of one condition. `equals`/`not_equals` compare the field's value as text. */
export const visibilityOperators = ['equals', 'not_equals', 'is_empty', 'is_not_empty', 'is_checked', 'is_unchecked'] as const;
export type VisibilityOperator = (typeof visibilityOperators)[number];

/** One condition over the data field `field` (its §3 `key`); `value` is used by equals and not_equals. */
export interface VisibilityCondition {
  field: string;
  operator: VisibilityOperator;
  value?: string;
}

/** A condition, or every (`all`) / at least one (`any`) of nested rules. */
export type VisibilityRule = VisibilityCondition | { all: VisibilityRule[] } | { any: VisibilityRule[] };

/** How many rules one group may hold; a rule is edited by hand, so this is generous. */
const groupMax = 50;

/** zod schema of a VisibilityRule; anything else fails (a 400 BAD_REQUEST on save). */
export const visibilityRuleSchema: z.ZodType<VisibilityRule> = z.lazy(() =>
  z.union([
    z.strictObject({ field: z.string().min(1).max(100), operator: z.enum(visibilityOperators), value: z.string().max(10_000).optional() }),
    z.strictObject({ all: z.array(visibilityRuleSchema).max(groupMax) }),
    z.strictObject({ any: z.array(visibilityRuleSchema).max(groupMax) }),
  ]),
);

/** `box.config.visibility`: the rule, other keys kept as given. */
export const boxVisibilitySchema = z.looseObject({ rule: visibilityRuleSchema.optional() });
