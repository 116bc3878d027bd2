import { isBoxVisible, visibilityOperators, visibilityRuleOf, type VisibilityCondition, type VisibilityOperator, type VisibilityRule } from '@inkflow/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dataFieldEntries } from '../dataFields/dataFieldItems.js';
import type { EditorBox } from './EditorBox.js';
import './sectionEditors.css';

/** Props of VisibilityRuleEditor. */
export interface VisibilityRuleEditorProps {
  box: EditorBox;
  /** The agreement's data as edited: the fields a condition can name. */
  data: unknown[];
  onChange(box: EditorBox): void;
  /** The section's number, for the accessible names ("Show section 2"). */
  n: number;
}

type Mode = 'always' | 'all' | 'any';
const isCondition = (rule: VisibilityRule): rule is VisibilityCondition => 'field' in rule;
const needsValue = (operator: VisibilityOperator) => operator === 'equals' || operator === 'not_equals';

/**
 * The rule as this editor shows it: Always (no rule), or all / any of a flat list of conditions
 * (a lone condition reads as all of one). Nested groups, which only the API writes, are `custom`.
 */
function readRule(rule: VisibilityRule | undefined): { mode: Mode; conditions: VisibilityCondition[]; custom: boolean } {
  if (!rule) return { mode: 'always', conditions: [], custom: false };
  if (isCondition(rule)) return { mode: 'all', conditions: [rule], custom: false };
  const [mode, list] = 'all' in rule ? (['all', rule.all] as const) : (['any', rule.any] as const);
  return list.every(isCondition) ? { mode, conditions: list, custom: false } : { mode, conditions: [], custom: true };
}

/**
 * The "Visibility" control of a section (§3 Box config.visibility.rule, a condition over data
 * fields): Show section N Always, or when all / any of its conditions hold; each condition names
 * a data field, a comparison (equals, does not equal, is empty, is not empty, is checked, is not
 * checked) and, for the first two, a value. Guests see the section only while the rule holds;
 * a note says when it is hidden with the current data field values.
 */
export function VisibilityRuleEditor({ box, data, onChange, n }: VisibilityRuleEditorProps) {
  const { t } = useTranslation('boxes');
  const id = useId();
  const fields = dataFieldEntries(data);
  const { mode, conditions, custom } = readRule(visibilityRuleOf(box));
  const hidden = !isBoxVisible(box, data);

  const write = (rule: VisibilityRule | undefined) => {
    const { visibility, ...config } = box.config as { visibility?: Record<string, unknown> };
    const { rule: _old, ...rest } = visibility ?? {};
    const next = rule ? { ...rest, rule } : rest;
    onChange({ ...box, config: Object.keys(next).length > 0 ? { ...config, visibility: next } : config });
  };
  const firstCondition = (): VisibilityCondition => {
    const field = fields[0]!;
    return field.type === 'checkbox' ? { field: field.key, operator: 'is_checked' } : { field: field.key, operator: 'is_not_empty' };
  };
  const writeConditions = (nextMode: Mode, list: VisibilityCondition[]) => {
    if (nextMode === 'always' || list.length === 0) write(undefined);
    else write(nextMode === 'all' ? { all: list } : { any: list });
  };
  const editCondition = (index: number, change: Partial<VisibilityCondition>) =>
    writeConditions(
      mode,
      conditions.map((c, i) => {
        if (i !== index) return c;
        const next = { ...c, ...change };
        if (!needsValue(next.operator)) delete next.value;
        else if (next.value === undefined) next.value = '';
        return next;
      }),
    );

  return (
    <details className="visibility-editor" open={mode !== 'always' || undefined}>
      <summary>
        {t('visibility.title', { n })}
        {hidden && <span className="hint"> — {t('visibility.hiddenNow')}</span>}
      </summary>
      <div className="field">
        <label htmlFor={`${id}-mode`}>{t('visibility.mode', { n })}</label>
        <select
          id={`${id}-mode`}
          value={mode}
          onChange={(e) => {
            const next = e.target.value as Mode;
            writeConditions(next, conditions.length > 0 && !custom ? conditions : next === 'always' ? [] : [firstCondition()]);
          }}
        >
          <option value="always">{t('visibility.always')}</option>
          <option value="all" disabled={fields.length === 0}>
            {t('visibility.all')}
          </option>
          <option value="any" disabled={fields.length === 0}>
            {t('visibility.any')}
          </option>
        </select>
      </div>
      {fields.length === 0 && mode === 'always' && <p className="hint">{t('visibility.noFields')}</p>}
      {custom && <p className="hint">{t('visibility.custom')}</p>}
      {conditions.length > 0 && (
        <ul className="editor-list">
          {conditions.map((condition, index) => {
            const c = index + 1;
            const known = fields.some((f) => f.key === condition.field);
            return (
              <li key={index} role="group" aria-label={t('visibility.condition', { n: c })}>
                <div className="field">
                  <label htmlFor={`${id}-${c}-field`}>{t('visibility.field', { n: c })}</label>
                  <select id={`${id}-${c}-field`} value={condition.field} onChange={(e) => editCondition(index, { field: e.target.value })}>
                    {!known && <option value={condition.field}>{condition.field}</option>}
                    {fields.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.name ? `${f.name} (${f.key})` : f.key}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-${c}-operator`}>{t('visibility.operator', { n: c })}</label>
                  <select id={`${id}-${c}-operator`} value={condition.operator} onChange={(e) => editCondition(index, { operator: e.target.value as VisibilityOperator })}>
                    {visibilityOperators.map((op) => (
                      <option key={op} value={op}>
                        {t(`visibility.operators.${op}`)}
                      </option>
                    ))}
                  </select>
                </div>
                {needsValue(condition.operator) && (
                  <div className="field">
                    <label htmlFor={`${id}-${c}-value`}>{t('visibility.value', { n: c })}</label>
                    <input id={`${id}-${c}-value`} value={condition.value ?? ''} maxLength={10_000} onChange={(e) => editCondition(index, { value: e.target.value })} />
                  </div>
                )}
                <button type="button" className="button" onClick={() => writeConditions(mode, conditions.filter((_, i) => i !== index))}>
                  {t('visibility.removeCondition', { n: c })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {mode !== 'always' && !custom && (
        <button type="button" className="button" disabled={fields.length === 0} onClick={() => writeConditions(mode, [...conditions, firstCondition()])}>
          {t('visibility.addCondition')}
        </button>
      )}
    </details>
  );
}
