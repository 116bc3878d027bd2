// @vitest-environment jsdom
import { composeStories } from '@storybook/react';
import axe from 'axe-core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillForRadix, testI18n } from '../../design/designTestUtils.js';
import * as detailStories from './WebhookDetailPage.stories.js';
import * as listStories from './WebhooksSettingsPage.stories.js';

type Composed = ComponentType & { load(): Promise<void> };
beforeAll(polyfillForRadix);
afterEach(cleanup);

/** What each story shows once loaded (plays are Storybook's to run; here the first state). */
const expected: Record<string, Record<string, string | RegExp>> = {
  list: { Listed: 'https://crm.example.com/hooks/inkflow', Empty: 'No endpoints yet', Loading: /Loading/, NotAdmin: /Access denied/, AddDialog: 'Endpoints', Narrow: 'Endpoints' },
  detail: { Loaded: 'https://crm.example.com/hooks/inkflow', DeliveryOpen: 'Delivery log', Tested: 'Delivery log', Narrow: 'Delivery log' },
};

/** Every webhook settings story renders what it promises (the stories are the visual fixtures), axe-clean. */
describe.each([
  ['list', listStories],
  ['detail', detailStories],
] as const)('%s stories', (file, module) => {
  const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<string, Composed>;
  for (const [name, Story] of Object.entries(stories)) {
    it(`${name} renders`, async () => {
      await Story.load();
      render(
        <I18nextProvider i18n={await testI18n()}>
          <Story />
        </I18nextProvider>,
      );
      expect(await screen.findAllByText(expected[file]![name]!)).not.toHaveLength(0);
      const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
