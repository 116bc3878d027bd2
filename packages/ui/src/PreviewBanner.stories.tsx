import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewBanner } from '@inkflow/ui';

/** The banner over an owner's preview (§4 guest token `preview`). */
const meta = { title: 'UI/PreviewBanner', component: PreviewBanner } satisfies Meta<typeof PreviewBanner>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
