// @vitest-environment jsdom
import { createI18n } from '@inkflow/core';
import { DocumentViewer, InkflowI18nProvider } from '@inkflow/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

afterEach(cleanup);

describe('BoxView visibility (§3 config.visibility.rule)', () => {
  it('shows a section only while its rule holds for the agreement data', async () => {
    const i18n = await createI18n('en');
    const view = (insured: unknown) =>
      render(
        <InkflowI18nProvider i18n={i18n}>
          <DocumentViewer agreement={sampleSectionsAgreement({ insured: insured as boolean })} />
        </InkflowI18nProvider>,
      );
    view(false);
    // The data sections load lazily; once they are in, the hidden text section is still absent.
    expect(await screen.findByRole('region', { name: 'Contract period' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Insurance' })).toBeNull();
    cleanup();
    view('0');
    expect(screen.queryByRole('heading', { name: 'Insurance' })).toBeNull();
    cleanup();
    view(true);
    expect(screen.getByRole('heading', { name: 'Insurance' })).toBeTruthy();
  });
});
