import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsCard, SettingsLayout } from './SettingsLayout.js';

const footer = (
  <button type="submit" className="button primary">
    Save
  </button>
);

/** The settings page frame and its card (two-step, single sign-on, embedding). */
const meta = {
  title: 'App/SettingsLayout',
  component: SettingsLayout,
  args: {
    titleId: 'story-settings',
    title: 'Embedding settings',
    intro: 'Partner websites can show your contracts for signing in an embedded widget.',
    children: (
      <SettingsCard footer={footer}>
        <div className="field">
          <label htmlFor="story-origins">Allowed website origins</label>
          <textarea id="story-origins" rows={4} defaultValue="https://partner.example" />
        </div>
      </SettingsCard>
    ),
  },
} satisfies Meta<typeof SettingsLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneCard: Story = {};

export const StatusOn: Story = { args: { title: 'Two-step authentication', status: { text: 'Two-step authentication is on', tone: 'on' } } };

export const StatusOff: Story = { args: { title: 'Two-step authentication', status: { text: 'Two-step authentication is off', tone: 'off' } } };

export const TitledCards: Story = {
  args: {
    children: (
      <>
        <SettingsCard title="Provider" footer={footer}>
          <p>Issuer, client ID and secret.</p>
        </SettingsCard>
        <SettingsCard title="Domains">
          <p>example.com</p>
        </SettingsCard>
      </>
    ),
  },
};
