// @vitest-environment jsdom
import { composeStories } from '@storybook/react';
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as menuStories from './Menu.stories.js';
import * as modalStories from './Modal.stories.js';
import * as popoverStories from './Popover.stories.js';
import * as switchStories from './Switch.stories.js';
import * as tabsStories from './Tabs.stories.js';
import * as toasterStories from './Toaster.stories.js';
import * as tooltipStories from './Tooltip.stories.js';
import { TooltipProvider } from './Tooltip.js';
import { polyfillForRadix, testI18n } from './designTestUtils.js';
import { toastStore } from './toastStore.js';

beforeAll(polyfillForRadix);
afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
});

const files = { Menu: menuStories, Modal: modalStories, Popover: popoverStories, Switch: switchStories, Tabs: tabsStories, Toaster: toasterStories, Tooltip: tooltipStories };

/** Every design-system story renders (the stories are the visual fixtures; a broken one would go unnoticed until Storybook is opened). */
describe('design-system stories', () => {
  for (const [file, module] of Object.entries(files)) {
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<string, ComponentType>;
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file} / ${name} renders`, async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const i18n = await testI18n();
        const { baseElement } = await act(async () =>
          render(
            <I18nextProvider i18n={i18n}>
              <TooltipProvider>
                <Story />
              </TooltipProvider>
            </I18nextProvider>,
          ),
        );
        expect(baseElement.textContent?.trim()).not.toBe('');
        vi.restoreAllMocks();
      });
    }
  }
});
