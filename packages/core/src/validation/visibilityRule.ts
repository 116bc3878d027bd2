/**
 * Whether a section is shown (spec §3 Box `config.visibility.rule`, a condition over data
 * fields). The viewer hides sections whose rule is false, the sealed PDF leaves them out and
 * the §5 required checks (4007) skip them, so all three read this one function.
 */
import { dataFieldValues, isCheckboxUnchecked, isDataFieldEmpty, type DataFieldValue } from './dataFieldValues.js';

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

type Fields = ReadonlyMap<string, DataFieldValue>;

/**
 * Whether `value` has the shape of a VisibilityRule (the same rules as visibilityRuleSchema,
 * checked by hand: this module runs in the embed, which keeps zod out of its bundle).
 */
export function isVisibilityRule(value: unknown, depth = 0): value is VisibilityRule {
  if (typeof value !== 'object' || value === null || depth > 20) return false;
  const rule = value as Record<string, unknown>;
  const keys = Object.keys(rule);
  if (keys.length === 1 && (keys[0] === 'all' || keys[0] === 'any')) {
    const list = rule[keys[0]];
    return Array.isArray(list) && list.length <= 50 /* visibilityRuleSchema's group limit */ && list.every((r) => isVisibilityRule(r, depth + 1));
  }
  return (
    keys.every((k) => k === 'field' || k === 'operator' || k === 'value') &&
    typeof rule.field === 'string' &&
    rule.field.length > 0 &&
    (visibilityOperators as readonly unknown[]).includes(rule.operator) &&
    (rule.value === undefined || typeof rule.value === 'string')
  );
}

function holds(rule: VisibilityRule, fields: Fields): boolean {
  if ('all' in rule) return rule.all.every((r) => holds(r, fields));
  if ('any' in rule) return rule.any.some((r) => holds(r, fields));
  const field = fields.get(rule.field);
  const value = field?.value;
  const text = value === null || value === undefined ? '' : String(value);
  switch (rule.operator) {
    case 'equals':
      return text === (rule.value ?? '');
    case 'not_equals':
      return text !== (rule.value ?? '');
    case 'is_empty':
      return isDataFieldEmpty({ type: field?.type, value });
    case 'is_not_empty':
      return !isDataFieldEmpty({ type: field?.type, value });
    // §3: a checkbox counts as unchecked when 0, empty string, false or empty.
    case 'is_checked':
      return !isCheckboxUnchecked(value);
    case 'is_unchecked':
      return isCheckboxUnchecked(value);
  }
}

/**
 * Whether `rule` holds for the agreement's `data` (its §3 data field items). A field missing
 * from `data` has no value: it is empty and unchecked. `{ all: [] }` holds, `{ any: [] }` does not.
 */
export function evaluateVisibilityRule(rule: VisibilityRule, data: readonly unknown[]): boolean {
  return holds(rule, dataFieldValues(data));
}

/** The rule of a box's `config.visibility.rule` when it is well-formed, else undefined. */
export function visibilityRuleOf(box: { config?: unknown }): VisibilityRule | undefined {
  const visibility = (box.config as { visibility?: { rule?: unknown } } | null | undefined)?.visibility;
  if (visibility?.rule === undefined) return undefined;
  return isVisibilityRule(visibility.rule) ? visibility.rule : undefined;
}

/**
 * Whether `box` is shown for `data`: true without a rule, else the rule's value. A malformed
 * stored rule (saves refuse them, 400) shows the box: hiding contract text by mistake is worse.
 */
export function isBoxVisible(box: { config?: unknown }, data: readonly unknown[]): boolean {
  const rule = visibilityRuleOf(box);
  return rule === undefined || evaluateVisibilityRule(rule, data);
}
