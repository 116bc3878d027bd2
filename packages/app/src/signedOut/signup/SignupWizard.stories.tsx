import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSignedOutStory } from '../withSignedOutStory.js';
import { SignupWizard } from './SignupWizard.js';

/** The three-step self sign-up wizard of §2 Complete registration (personal, company, settings). */
const meta = {
  title: 'App/SignedOut/Signup/SignupWizard',
  component: SignupWizard,
  decorators: [withSignedOutStory],
  args: { email: 'ada@example.com', language: 'en', onSubmit: () => undefined },
} satisfies Meta<typeof SignupWizard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Step 1 of 3, pristine: Next step is disabled. */
export const PersonalDetails: Story = {};
/** Step 1 with the name touched and left empty: "Name is required". */
export const PersonalDetailsInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'A');
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.tab();
  },
};
/** Step 2 of 3, reached by filling step 1. */
export const CompanyDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Ada Lovelace');
    await userEvent.selectOptions(canvas.getByLabelText('Job level'), 'manager');
    await userEvent.selectOptions(canvas.getByLabelText('Team'), 'legal');
    await userEvent.click(canvas.getByLabelText('Electronic signatures'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
  },
};
/** Step 3 of 3 filled: Create your free account is enabled. */
export const Settings: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await CompanyDetails.play?.(context);
    await userEvent.type(canvas.getByLabelText('Company name'), 'Analytical Engines Ltd');
    await userEvent.selectOptions(canvas.getByLabelText('Company size'), '11-50');
    await userEvent.click(canvas.getByLabelText('I do not use any'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
    await userEvent.type(canvas.getByLabelText('Country'), 'Sweden');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct-horse-battery');
    await userEvent.click(canvas.getByRole('checkbox'));
  },
};
/** Submitting: the buttons wait. */
export const Busy: Story = { args: { busy: true } };
/** The server refused the registration: the message above the buttons. */
export const Failed: Story = { args: { error: 'This email address is already registered.' } };
/** A language other than English preselected from the token record. */
export const SwedishPreselected: Story = { args: { language: 'sv' } };
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
