import { documentFonts, type DataField, type DocumentFont } from '@inkflow/core';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Transforms, type BaseSelection } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import {
  addTableColumn,
  addTableRow,
  currentFont,
  currentLinkUrl,
  currentListType,
  dataFieldItem,
  insertDataField,
  insertTable,
  isBlockActive,
  isInTable,
  isLinkActive,
  isMarkActive,
  setBlock,
  setFont,
  toggleList,
  toggleMark,
  unwrapLink,
  wrapLink,
  type HeadingLevel,
  type Mark,
} from './richTextCommands.js';

/** Props of Toolbar. */
export interface ToolbarProps {
  /** The section's accessible name, e.g. "Section 1: Text". */
  section: string;
  /** The agreement's data (§3 data fields) offered for placeholders. */
  data: unknown[];
  /** Receives the data with a data field added from the toolbar. */
  onDataChange(data: unknown[]): void;
  /** The agreement's data fields by key. */
  fields: ReadonlyMap<string, DataField['value']>;
}

type Panel = { kind: 'link' | 'dataField'; selection: BaseSelection } | undefined;

/** A toolbar button that keeps the editor's focus and selection (mousedown is not let through). */
function ToolButton({ label, pressed, disabled, onPress, children }: { label: string; pressed?: boolean; disabled?: boolean; onPress(): void; children?: ReactNode }) {
  return (
    <button
      type="button"
      className="button rt-tool"
      aria-label={children ? label : undefined}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
    >
      {children ?? label}
    </button>
  );
}

/**
 * The rich-text editor's toolbar (§3 Box type 10): Paragraph, Heading 1-3, Bulleted and
 * Numbered list, Bold, Italic, Underline, Link (a URL form; http, https and mailto only), Table
 * (2x2, Add row, Add column), Data field (an existing one, or a new key and name added to the
 * agreement's data) and the §9 Font. Buttons show their state with aria-pressed.
 */
export function Toolbar({ section, data, onDataChange, fields }: ToolbarProps) {
  const { t } = useTranslation('richtext');
  const editor = useSlate();
  const [panel, setPanel] = useState<Panel>();
  const fontId = useId();
  const list = currentListType(editor);
  const inTable = isInTable(editor);

  const run = (command: () => void) => {
    command();
    ReactEditor.focus(editor);
  };
  const open = (kind: 'link' | 'dataField') => setPanel(panel?.kind === kind ? undefined : { kind, selection: editor.selection });
  /** Puts back the selection the open panel was opened on (its fields took the focus). */
  const restore = () => {
    if (panel?.selection) Transforms.select(editor, panel.selection);
  };
  const finish = () => {
    setPanel(undefined);
    ReactEditor.focus(editor);
  };
  const mark = (name: Mark) => <ToolButton key={name} label={t(name)} pressed={isMarkActive(editor, name)} onPress={() => run(() => toggleMark(editor, name))} />;
  const heading = (level: HeadingLevel) => (
    <ToolButton key={level} label={t('heading', { level })} pressed={isBlockActive(editor, 'heading', level)} onPress={() => run(() => setBlock(editor, 'heading', level))}>
      {t('headingShort', { level })}
    </ToolButton>
  );

  return (
    <div className="rt-toolbar-wrap">
      <div className="rt-toolbar" role="toolbar" aria-label={t('toolbar', { section })}>
        <ToolButton label={t('paragraph')} pressed={isBlockActive(editor, 'paragraph')} onPress={() => run(() => setBlock(editor, 'paragraph'))} />
        {([1, 2, 3] as const).map(heading)}
        <ToolButton label={t('bulletedList')} pressed={list === 'bulleted-list'} onPress={() => run(() => toggleList(editor, 'bulleted-list'))} />
        <ToolButton label={t('numberedList')} pressed={list === 'numbered-list'} onPress={() => run(() => toggleList(editor, 'numbered-list'))} />
        {(['bold', 'italic', 'underline'] as const).map(mark)}
        <ToolButton label={t('link')} pressed={panel?.kind === 'link'} onPress={() => open('link')} />
        {isLinkActive(editor) && <ToolButton label={t('removeLink')} onPress={() => run(() => unwrapLink(editor))} />}
        <ToolButton label={t('table')} onPress={() => run(() => insertTable(editor))} />
        <ToolButton label={t('addRow')} disabled={!inTable} onPress={() => run(() => addTableRow(editor))} />
        <ToolButton label={t('addColumn')} disabled={!inTable} onPress={() => run(() => addTableColumn(editor))} />
        <ToolButton label={t('dataField')} pressed={panel?.kind === 'dataField'} onPress={() => open('dataField')} />
        <label className="rt-font" htmlFor={fontId}>
          {t('font')}
        </label>
        <select id={fontId} value={currentFont(editor) ?? ''} onChange={(e) => run(() => setFont(editor, (e.target.value || undefined) as DocumentFont | undefined))}>
          <option value="">{t('defaultFont')}</option>
          {documentFonts.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </div>
      {panel?.kind === 'link' && (
        <LinkForm
          initialUrl={currentLinkUrl(editor) ?? 'https://'}
          onCancel={() => (restore(), finish())}
          onApply={(url) => {
            restore();
            if (!wrapLink(editor, url)) return false;
            finish();
            return true;
          }}
        />
      )}
      {panel?.kind === 'dataField' && (
        <DataFieldForm
          fields={fields}
          onCancel={() => (restore(), finish())}
          onInsert={(key, name) => {
            restore();
            if (name !== undefined) onDataChange([...data, dataFieldItem(key, name)]);
            insertDataField(editor, key);
            finish();
          }}
        />
      )}
    </div>
  );
}

/** Enter in a panel's text field runs `submit` instead of submitting the contract's form. */
const onEnter = (submit: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
    e.preventDefault();
    submit();
  }
};

/** The Link panel: a URL field (the current link's, when in one) and Apply; an address other than http, https or mailto is refused. */
function LinkForm({ initialUrl, onApply, onCancel }: { initialUrl: string; onApply(url: string): boolean; onCancel(): void }) {
  const { t } = useTranslation('richtext');
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const submit = () => setInvalid(!onApply(url));
  return (
    // Not a <form>: the section editors sit inside the contract's form, and forms do not nest.
    <div className="rt-panel" role="group" aria-label={t('link')} onKeyDown={onEnter(submit)}>
      <label htmlFor={`${id}-url`}>{t('linkUrl')}</label>
      <input id={`${id}-url`} type="url" value={url} autoFocus aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} onChange={(e) => setUrl(e.target.value)} />
      <button type="button" className="button" onClick={submit}>
        {t('apply')}
      </button>
      <button type="button" className="button secondary" onClick={onCancel}>
        {t('cancel')}
      </button>
      {invalid && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('linkInvalid')}
        </p>
      )}
    </div>
  );
}

/** The Data field panel: choose an existing field, or a new key and name; Insert places the placeholder. */
function DataFieldForm({ fields, onInsert, onCancel }: { fields: ReadonlyMap<string, DataField['value']>; onInsert(key: string, name?: string): void; onCancel(): void }) {
  const { t } = useTranslation('richtext');
  const first = fields.keys().next().value as string | undefined;
  const [choice, setChoice] = useState(first ?? '');
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const creating = choice === '';
  const submit = () => {
    if (!creating) return onInsert(choice);
    const k = key.trim();
    if (!k) return setError(t('keyRequired'));
    if (fields.has(k)) return setError(t('keyTaken'));
    onInsert(k, name.trim() || k);
  };
  return (
    <div className="rt-panel" role="group" aria-label={t('dataField')} onKeyDown={onEnter(submit)}>
      <label htmlFor={`${id}-choice`}>{t('dataFieldChoice')}</label>
      <select id={`${id}-choice`} value={choice} onChange={(e) => setChoice(e.target.value)}>
        {[...fields.values()].map((field) => (
          <option key={field.key} value={field.key}>
            {field.name ? `${field.name} (${field.key})` : field.key}
          </option>
        ))}
        <option value="">{t('newDataField')}</option>
      </select>
      {creating && (
        <>
          <label htmlFor={`${id}-key`}>{t('dataFieldKey')}</label>
          <input id={`${id}-key`} value={key} maxLength={100} aria-invalid={error !== undefined} onChange={(e) => setKey(e.target.value)} />
          <label htmlFor={`${id}-name`}>{t('dataFieldName')}</label>
          <input id={`${id}-name`} value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
        </>
      )}
      <button type="button" className="button" onClick={submit}>
        {t('insert')}
      </button>
      <button type="button" className="button secondary" onClick={onCancel}>
        {t('cancel')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
