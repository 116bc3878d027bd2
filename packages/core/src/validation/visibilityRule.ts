/**
 * Whether a section is shown (spec §3 Box `config.visibility.rule`, a condition over data
 * fields). The viewer hides sections whose rule is false, the sealed PDF leaves them out and
 * the §5 required checks (4007) skip them, so all three read this one function.
 */
import { dataFieldsByKey, isCheckboxUnchecked, isDataFieldEmpty, type DataField } from './boxSchemas.js';
import { visibilityRuleSchema, type VisibilityRule } from './visibilityRuleSchema.js';

type Fields = ReadonlyMap<string, DataField['value']>;

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
  return holds(rule, dataFieldsByKey(data));
}

/** The rule of a box's `config.visibility.rule` when it is well-formed, else undefined. */
export function visibilityRuleOf(box: { config?: unknown }): VisibilityRule | undefined {
  const visibility = (box.config as { visibility?: { rule?: unknown } } | null | undefined)?.visibility;
  if (visibility?.rule === undefined) return undefined;
  const parsed = visibilityRuleSchema.safeParse(visibility.rule);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Whether `box` is shown for `data`: true without a rule, else the rule's value. A malformed
 * stored rule (saves refuse them, 400) shows the box: hiding contract text by mistake is worse.
 */
export function isBoxVisible(box: { config?: unknown }, data: readonly unknown[]): boolean {
  const rule = visibilityRuleOf(box);
  return rule === undefined || evaluateVisibilityRule(rule, data);
}
