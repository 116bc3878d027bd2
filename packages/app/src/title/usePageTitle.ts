import { useEffect } from 'react';
import { productName } from '../signedOut/productName.js';

/**
 * Sets `document.title` (spec §2 Page title): the product name (Devflow, Stageflow or Testflow
 * outside production, see productName), plus the workspace name inside a workspace route, plus
 * the page title, joined with " | ": e.g. `Inkflow | Log in to your account`.
 */
export function usePageTitle(pageTitle?: string, workspaceName?: string): void {
  const product = productName();
  useEffect(() => {
    document.title = [product, workspaceName, pageTitle].filter(Boolean).join(' | ');
  }, [pageTitle, workspaceName, product]);
}
