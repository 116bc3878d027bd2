import { AgreementState, agreementFromWire, type Agreement, type AgreementWire } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingFetch } from '../storyFetch.js';
import { withDocumentStory } from '../withDocumentStory.js';
import './panels.css';
import { SettingsPanel } from './SettingsPanel.js';
import { storyPanelsServer } from './storyPanelsServer.js';

const base = agreementFromWire(storyPanelsServer(false).agreementWire() as AgreementWire);
const filled: Agreement = { ...base, agreementValue: '125000.50', expireDate: '2026-12-31T23:59:59.999Z', language: 'sv', templateGroup: 'Rentals', counterpartDecline: false };

/** The contract's settings: value, expiry date, language, template group, counterpart decline (editable while a draft or template). */
const meta = {
  title: 'App/Documents/Panels/SettingsPanel',
  component: SettingsPanel,
  args: { agreement: base, onChange: () => undefined },
  decorators: [withDocumentStory(storyPanelsServer(false).fetch), (Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>],
} satisfies Meta<typeof SettingsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new draft: every field empty, decline allowed. */
export const EmptyDraft: Story = {};
/** A draft with every setting filled. */
export const Filled: Story = { args: { agreement: filled } };
/** A template: the same fields (the template group matters here). */
export const Template: Story = { args: { agreement: { ...filled, state: AgreementState.Template } } };
/** Sent: only the agreement value can still change. */
export const Sent: Story = { args: { agreement: { ...filled, state: AgreementState.Pending } } };
/** A value with three decimals: the field says at most 2. */
export const InvalidValue: Story = {
  args: { agreement: { ...base, agreementValue: '12.345' } },
  play: ({ canvasElement }) => {
    canvasElement.querySelector('form')?.requestSubmit();
  },
};
/** A changed language fails to save (409 4002, someone else changed the contract): the §8 text. */
export const SaveFails: Story = {
  decorators: [withDocumentStory(failingFetch(409, 4002, 'stale'))],
  play: async ({ canvasElement, userEvent }) => {
    const language = canvasElement.querySelector('select');
    if (!language) return;
    await userEvent.selectOptions(language, 'sv');
    canvasElement.querySelector('form')?.requestSubmit();
  },
};
