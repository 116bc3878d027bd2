import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Toaster } from './Toaster.js';
import { showToast, toastStore, type ToastInput } from './toastStore.js';

/** Shows `toasts` once the story mounts (and clears them when it leaves). */
function WithToasts({ toasts }: { toasts: ToastInput[] }) {
  useEffect(() => {
    for (const toast of toasts) showToast({ durationMs: 600_000, ...toast });
    return () => toastStore.setState({ toasts: [] });
  }, [toasts]);
  return <Toaster />;
}

/** §9 toasts: warning, success, error, info; with an action; the §8 fallback when one cannot render. */
const meta = {
  title: 'Design/Toaster',
  component: WithToasts,
  args: { toasts: [] },
} satisfies Meta<typeof WithToasts>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { toasts: [{ type: 'success', title: 'Document sent', description: 'Ann Signer gets an email with a link to sign.' }] } };

export const ErrorToast: Story = { args: { toasts: [{ type: 'error', title: 'Could not save', description: 'Check your connection and try again.' }] } };

export const Warning: Story = { args: { toasts: [{ type: 'warning', title: 'The link expires tomorrow' }] } };

export const Info: Story = { args: { toasts: [{ type: 'info', title: 'A new version is available' }] } };

export const WithAction: Story = { args: { toasts: [{ type: 'success', title: 'Document deleted', action: { label: 'Undo', onAction: () => {} } }] } };

export const AllTypes: Story = {
  args: {
    toasts: [
      { type: 'warning', title: 'Warning' },
      { type: 'success', title: 'Success' },
      { type: 'error', title: 'Error' },
      { type: 'info', title: 'Info' },
    ],
  },
};

/** A toast whose content throws shows the fallback text with Contact support. */
export const Fallback: Story = { args: { toasts: [{ type: 'error', title: { not: 'text' } as unknown as string }] } };
