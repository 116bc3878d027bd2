// @vitest-environment jsdom
import { composeStories } from '@storybook/react';
import axe from 'axe-core';
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import * as stories from './CollaborationPanel.stories.js';

afterEach(cleanup);
let i18n: I18n | null = null;

const composed = composeStories(stories) as unknown as Record<string, ComponentType>;
const expected: Record<string, string> = {
  Empty: 'Start a conversation',
  Chat: 'Internal: June is fine with us.',
  Comments: 'May suits us better',
  AllResolved: 'All resolved!',
  Template: 'Create a document to start a conversation',
  Narrow: 'Internal: June is fine with us.',
};

/** Every state's story renders what it promises (the stories are the visual fixtures), axe-clean. */
describe('CollaborationPanel stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} renders`, async () => {
      i18n ??= await createAppI18n('en');
      // The story's own decorator brings the router, toaster and fake fetch.
      render(
        <I18nextProvider i18n={i18n}>
          <Story />
        </I18nextProvider>,
      );
      expect(await screen.findByText(expected[name]!)).toBeTruthy();
      // Structure and names (jsdom has no layout: colour contrast is the e2e run's job).
      const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
