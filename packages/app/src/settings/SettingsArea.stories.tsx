import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { storyPosition } from '../session/storyFakes.js';
import { SettingsArea } from './SettingsArea.js';
import { SettingsCard, SettingsLayout } from './SettingsLayout.js';

/** A stand-in page, so the story shows the navigation beside a settings page. */
function SamplePage() {
  return (
    <SettingsLayout titleId="story-language" title="Language" intro="The language Inkflow uses with you: on every page and in the emails you receive.">
      <SettingsCard>
        <p>Interface language: English</p>
      </SettingsCard>
    </SettingsLayout>
  );
}

/** The settings area: side navigation (your settings, then the account's for admins) beside the page. */
const meta = {
  title: 'App/SettingsArea',
  component: SettingsArea,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/language', layout: 'fullscreen' },
  render: () => (
    <Routes>
      <Route element={<SettingsArea />}>
        <Route path="/settings/*" element={<SamplePage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof SettingsArea>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An account admin sees both groups. */
export const Admin: Story = {};

/** A member sees only their own settings. */
export const Member: Story = { parameters: { position: { ...storyPosition(), userRole: 'member' } } };

/** Under 840 px the navigation is a strip above the page. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
