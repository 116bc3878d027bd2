import { BoxType } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import type { EditorBox } from '../boxes/EditorBox.js';
import { mergeRemoteDraft, type DraftContent } from './mergeRemoteDraft.js';

const text = (key: string, words: string): EditorBox => ({ key, ...(key.startsWith('box-') ? { id: Number(key.slice(4)) } : {}), type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text: words }] }] }, config: {} });
const draft = (boxes: EditorBox[], name = 'Lease', data: unknown[] = []): DraftContent => ({ name, boxes, data });
const keys = (content: DraftContent) => content.boxes.map((b) => b.key);
const words = (content: DraftContent, key: string) => JSON.stringify(content.boxes.find((b) => b.key === key)?.content);

describe('mergeRemoteDraft', () => {
  const base = draft([text('box-1', 'one'), text('box-2', 'two'), text('box-3', 'three')]);

  it('takes sections changed only remotely and keeps sections changed only locally', () => {
    const local = draft([text('box-1', 'ONE mine'), text('box-2', 'two'), text('box-3', 'three')]);
    const remote = draft([text('box-1', 'one'), text('box-2', 'TWO theirs'), text('box-3', 'three')]);
    const { content, conflicts, otherConflict } = mergeRemoteDraft(base, local, remote);
    expect(words(content, 'box-1')).toContain('ONE mine');
    expect(words(content, 'box-2')).toContain('TWO theirs');
    expect(conflicts).toEqual([]);
    expect(otherConflict).toBe(false);
  });

  it('keeps the local section when both sides changed it, and reports it', () => {
    const local = draft([text('box-1', 'mine'), text('box-2', 'two'), text('box-3', 'three')]);
    const remote = draft([text('box-1', 'theirs'), text('box-2', 'two'), text('box-3', 'three')]);
    const { content, conflicts } = mergeRemoteDraft(base, local, remote);
    expect(words(content, 'box-1')).toContain('mine');
    expect(conflicts).toEqual(['box-1']);
  });

  it('does not count the same change on both sides as a conflict', () => {
    const both = draft([text('box-1', 'same'), text('box-2', 'two'), text('box-3', 'three')]);
    expect(mergeRemoteDraft(base, both, both).conflicts).toEqual([]);
  });

  it('places a locally added section after its local predecessor and follows remote deletions', () => {
    const local = draft([text('box-1', 'one'), text('new-1', 'added'), text('box-2', 'two'), text('box-3', 'three')]);
    const remote = draft([text('box-1', 'one'), text('box-2', 'two'), text('box-4', 'theirs')]);
    expect(keys(mergeRemoteDraft(base, local, remote).content)).toEqual(['box-1', 'new-1', 'box-2', 'box-4']);
  });

  it('keeps a section deleted remotely but edited locally', () => {
    const local = draft([text('box-1', 'one'), text('box-2', 'two'), text('box-3', 'edited')]);
    const remote = draft([text('box-1', 'one'), text('box-2', 'two')]);
    const merged = mergeRemoteDraft(base, local, remote);
    expect(keys(merged.content)).toEqual(['box-1', 'box-2', 'box-3']);
    expect(merged.conflicts).toEqual(['box-3']);
  });

  it('keeps a local reorder when the remote order is unchanged', () => {
    const local = draft([text('box-3', 'three'), text('box-1', 'one'), text('box-2', 'two')]);
    const remote = draft([text('box-1', 'one'), text('box-2', 'TWO'), text('box-3', 'three')]);
    const { content } = mergeRemoteDraft(base, local, remote);
    expect(keys(content)).toEqual(['box-3', 'box-1', 'box-2']);
    expect(words(content, 'box-2')).toContain('TWO');
  });

  it('merges the name and the data as units', () => {
    expect(mergeRemoteDraft(base, draft(base.boxes, 'Mine'), draft(base.boxes, 'Lease')).content.name).toBe('Mine');
    expect(mergeRemoteDraft(base, base, draft(base.boxes, 'Theirs')).content.name).toBe('Theirs');
    const both = mergeRemoteDraft(base, draft(base.boxes, 'Mine'), draft(base.boxes, 'Theirs'));
    expect(both.content.name).toBe('Mine');
    expect(both.otherConflict).toBe(true);
    expect(mergeRemoteDraft(base, base, draft(base.boxes, 'Lease', [{ key: 'k' }])).content.data).toEqual([{ key: 'k' }]);
  });
});

describe('mergeRemoteDraft identities', () => {
  it('matches a section added and saved here (key new-…, id set) with the fetched one', () => {
    const added = { ...text('box-9', 'mine'), key: 'new-3' };
    const base = draft([text('box-1', 'one'), { ...added, content: { nodes: [] } }]);
    const local = draft([text('box-1', 'one'), added]);
    const remote = draft([text('box-1', 'ONE'), { ...text('box-9', 'x'), content: { nodes: [] } }]);
    const { content } = mergeRemoteDraft(base, local, remote);
    expect(keys(content)).toEqual(['box-1', 'new-3']);
    expect(words(content, 'box-1')).toContain('ONE');
  });
});
