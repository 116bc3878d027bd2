import { createReloadMarker } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewVersionBanner } from './NewVersionBanner.js';

/** A marker that has already seen a newer build (§7 reload marker). */
function newerMarker() {
  const marker = createReloadMarker();
  marker.observe('2026-11-24T01:00:00.000Z');
  marker.observe('2026-11-24T02:00:00.000Z');
  return marker;
}

/** The "A new version is available" banner of §7. */
const meta = {
  title: 'App/NewVersionBanner',
  component: NewVersionBanner,
  args: { marker: newerMarker(), reload: () => {} },
} satisfies Meta<typeof NewVersionBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewVersionAvailable: Story = {};

/** Same build as when the page loaded: nothing shows. */
export const UpToDate: Story = { args: { marker: createReloadMarker() } };
