import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentViewer } from '@inkflow/ui';
import { sampleAgreement } from '../stories/sampleAgreement.js';
import { sampleThreads } from '../stories/storyMessageCalls.js';

/** The document with its collaboration drawn: a comment highlight, a tracked change, and the selection toolbar (select text). */
const meta = {
  title: 'UI/Collaboration/DocumentAnnotations',
  component: DocumentViewer,
  args: {
    agreement: sampleAgreement(),
    annotations: { messages: sampleThreads(), onSelectMessage: () => undefined, onCreate: () => new Promise((resolve) => setTimeout(resolve, 400)), canSuggest: true },
  },
} satisfies Meta<typeof DocumentViewer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CommentsAndSuggestions: Story = {};

/** The suggestion's thread is open in a panel: its tracked change is emphasised. */
export const ActiveSuggestion: Story = { args: { annotations: { messages: sampleThreads(), activeMessageId: 5, onSelectMessage: () => undefined } } };

/** A viewer (§3 role 3): "Comment" only on a selection. */
export const ViewerCommentsOnly: Story = { args: { annotations: { messages: sampleThreads(), onCreate: async () => undefined, canSuggest: false } } };
