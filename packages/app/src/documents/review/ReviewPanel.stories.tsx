import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyError } from '../../session/storyFakes.js';
import { withSignedInStory } from '../../session/withSignedInStory.js';
import { ReviewPanel } from './ReviewPanel.js';

const route = 'GET /api/ext/ai_review/workspaces/1/agreements/';
const review = (findings: unknown[]) => ({ body: { collection: [{ agreement_id: 5, state: 'reviewed', checksum: 'abc', reviewed_at: '2026-11-28T10:00:00.000Z', reviewer: 'rules', findings }], count: 1 } });

/** The AI review tab of the document sidebar: findings with their severity. */
const meta = {
  title: 'App/Documents/ReviewPanel',
  component: ReviewPanel,
  decorators: [withSignedInStory],
  args: { agreementId: 5, workspaceId: 1 },
  beforeEach: () =>
    serveForStory({
      [route]: review([
        { code: 'no_signatory', severity: 'high', box_id: null, subject: null },
        { code: 'required_input_empty', severity: 'medium', box_id: 3, subject: 'Yearly price' },
        { code: 'party_details_missing', severity: 'medium', box_id: null, subject: 'Northwind Traders AB' },
        { code: 'data_field_unfilled', severity: 'low', box_id: 2, subject: 'Start date' },
        { code: 'no_expiry_date', severity: 'low', box_id: null, subject: null },
      ]),
    }),
} satisfies Meta<typeof ReviewPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Findings: Story = {};
export const NothingMissing: Story = { beforeEach: () => serveForStory({ [route]: review([]) }) };
/** The account turned AI review off meanwhile (6001). */
export const Disabled: Story = { beforeEach: () => serveForStory({ [route]: storyError(403, 6001, 'Extension disabled in your account') }) };
