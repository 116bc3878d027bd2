import type { MessageWire, PostMessageRequest } from '@inkflow/core';
import { sampleMessage } from '@inkflow/ui/sampleMessages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RichTextEditor, type RichTextCollaboration } from './RichTextEditor.js';

const content = {
  nodes: [
    { type: 'heading', level: 1, children: [{ text: 'Rent' }] },
    { type: 'paragraph', children: [{ text: 'The tenant pays the rent on the ' }, { text: 'first', bold: true }, { text: ' of each month, from May.' }] },
    { type: 'paragraph', children: [{ text: 'Pets are not allowed in the apartment.' }] },
  ],
};

let nextId = 100;
const message = (over: Partial<MessageWire>): MessageWire => sampleMessage({ id: nextId++, type: 3, participant_id: 4, ...over });

const comment = message({ id: 1, body: 'Which day exactly?', comment_scope: { box_id: 7, start: 37, end: 42, quote: 'first', prefix: 'Rent\nThe tenant pays the rent on the ', suffix: ' of each month' } });
const replace = message({ id: 2, type: 4, suggestion: { box_id: 7, start: 63, end: 66, deleted: 'May', inserted: 'June', prefix: ' of each month, from ', suffix: '.' } });
const remove = message({ id: 3, type: 4, author: { name: 'Ada Owner', side: 'sender' }, suggestion: { box_id: 7, start: 77, end: 81, deleted: 'not ', inserted: '' } });

/** The editor with collaboration held in story state: posts and decisions change the threads shown. */
function Collaborative({ threads: initial, suggesting }: { threads: MessageWire[]; suggesting: boolean }) {
  const [threads, setThreads] = useState(initial);
  const [log, setLog] = useState<string[]>([]);
  const collaboration: RichTextCollaboration = {
    boxId: 7,
    threads,
    suggesting,
    post: async (input: PostMessageRequest) => {
      const posted = message({ type: input.type, body: input.body ?? '', comment_scope: input.comment_scope ?? null, suggestion: input.suggestion ?? null, author: { name: 'You', side: 'sender' } });
      setThreads((current) => [posted, ...current]);
      setLog((current) => [...current, `posted ${JSON.stringify(input)}`]);
      return posted;
    },
    update: async (id, input) => {
      const found = threads.find((m) => m.id === id)!;
      const updated = { ...found, status: input.status ?? found.status };
      setThreads((current) => current.map((m) => (m.id === id ? updated : m)));
      setLog((current) => [...current, `message ${id}: ${input.status}`]);
      return updated;
    },
    openMessage: (id) => setLog((current) => [...current, `open thread ${id}`]),
  };
  return (
    <div>
      <RichTextEditor content={content} data={[]} onDataChange={() => undefined} section="Section 1: Text" onChange={() => undefined} collaboration={collaboration} />
      <ul aria-label="Story log">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A text section with collaboration (§2 Collaboration, §3 Message types 3 and 4): select text for
 * "Comment", or "Comment on section"; highlights open their thread; tracked changes open Accept
 * and Reject.
 */
const meta = {
  title: 'App/RichTextEditor/Collaboration',
  component: Collaborative,
  args: { threads: [], suggesting: false },
} satisfies Meta<typeof Collaborative>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The comment toolbar: "Comment" appears while text is selected. */
export const CommentToolbar: Story = {};

/** An open comment highlighted as `<mark class="ink-comment-anchor">`; a click opens its thread. */
export const Highlights: Story = { args: { threads: [comment] } };

/** Open suggestions as tracked changes: a replacement (May → June) and a deletion; click one for Accept / Reject. */
export const TrackedChanges: Story = { args: { threads: [comment, replace, remove] } };

/** Suggestion mode: typing is kept locally and posted as a suggestion after 1.5 s idle or on leaving the section. */
export const SuggestionMode: Story = { args: { threads: [replace], suggesting: true } };
