// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@inkflow/core';
import { InkflowI18nProvider, TextBoxView } from '@inkflow/ui';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

const text = (t: string, marks: Record<string, unknown> = {}) => ({ text: t, ...marks });
const p = (...children: unknown[]) => ({ type: 'paragraph', children });
const item = (...children: unknown[]) => ({ type: 'list-item', children });
const cell = (t: string) => ({ type: 'table-cell', children: [text(t)] });
const placeholder = (key: string) => ({ type: 'data-field', key, children: [{ text: '' }] });
const link = (url: string, t: string) => ({ type: 'link', url, children: [text(t)] });
const field = (key: string, name: string, value: unknown) => ({ key: 'data_field', value: { key, name, value, type: 'text' } });

function show(nodes: unknown[], data: unknown[] = []) {
  return render(
    <InkflowI18nProvider i18n={i18n}>
      <TextBoxView content={{ nodes }} data={data} />
    </InkflowI18nProvider>,
  );
}

describe('TextBoxView', () => {
  it('renders headings one level below the document title and keeps marks and fonts', () => {
    const { container } = show([
      { type: 'heading', children: [text('Terms')] },
      { type: 'heading', level: 3, align: 'center', children: [text('Details')] },
      p(text('Plain '), text('bold', { bold: true }), text(' serif', { italic: true, font: 'IBM Plex Serif' })),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeTruthy();
    const details = screen.getByRole('heading', { level: 4, name: 'Details' });
    expect(details.style.textAlign).toBe('center');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    const serif = container.querySelector('em')!.parentElement!;
    expect(serif.style.fontFamily).toContain('IBM Plex Serif');
    expect(serif.style.fontFamily).toContain('serif');
  });

  it('renders lists, nested lists and tables as semantic HTML', () => {
    show([
      { type: 'bulleted-list', children: [item(text('Keys')), item(text('Deposit')), { type: 'numbered-list', children: [item(text('First half'))] }] },
      { type: 'table', children: [{ type: 'table-row', children: [cell('Room'), cell('Size')] }, { type: 'table-row', children: [cell('Kitchen'), cell('12 m²')] }] },
    ]);
    const lists = screen.getAllByRole('list');
    expect(lists[0]!.tagName).toBe('UL');
    // A nested list sits beside the items in Slate; in HTML it goes inside an li of its own.
    expect([...lists[0]!.children].map((li) => [li.tagName, li.textContent])).toEqual([
      ['LI', 'Keys'],
      ['LI', 'Deposit'],
      ['LI', 'First half'],
    ]);
    expect(lists[1]!.tagName).toBe('OL');
    expect(lists[1]!.parentElement!.parentElement).toBe(lists[0]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Room', 'Size'],
      ['Kitchen', '12 m²'],
    ]);
  });

  it('links only allowed schemes, in a new tab without opener', () => {
    show([p(link('https://example.com/terms', 'terms'), text(' and '), link('javascript:alert(1)', 'trap'))]);
    const a = screen.getByRole('link', { name: 'terms' });
    expect(a.getAttribute('href')).toBe('https://example.com/terms');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'trap' })).toBeNull();
    expect(screen.getByText('trap')).toBeTruthy();
  });

  it('fills placeholders from the data fields, or marks them empty by name', () => {
    const { container } = show([p(text('Tenant: '), placeholder('tenant'), text(', rent '), placeholder('rent'), text(' '), placeholder('unknown'))], [field('tenant', 'Tenant name', 'Tom Tenant'), field('rent', 'Monthly rent', '')]);
    const fields = [...container.querySelectorAll('.ink-textbox__field')];
    expect(fields.map((f) => f.textContent)).toEqual(['Tom Tenant', '[Monthly rent]', '[unknown]']);
    expect(fields.map((f) => f.classList.contains('ink-textbox__field--empty'))).toEqual([false, true, true]);
    expect(container.querySelector('p')?.textContent).toBe('Tenant: Tom Tenant, rent [Monthly rent] [unknown]');
  });

  it('renders stored text as text and skips unknown nodes', () => {
    const { container } = show([p(text('<img src=x onerror=alert(1)>')), { type: 'script', children: [text('alert(1)')] }, 'junk', null]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
