/**
 * The product name of spec §2 Page title: PRODUCT_NAME (default Inkflow), replaced by Devflow,
 * Stageflow and Testflow when APP_ENV is development, staging or test. Vite bakes the answer
 * into the bundle as `import.meta.env.VITE_PRODUCT_NAME` (vite.config.ts).
 */
const environmentNames: Record<string, string> = { development: 'Devflow', staging: 'Stageflow', test: 'Testflow' };

/** The product name for the given environment variables (used by vite.config.ts and tests). */
export function productNameFor(env: { PRODUCT_NAME?: string | undefined; APP_ENV?: string | undefined }): string {
  const byEnvironment = env.APP_ENV ? environmentNames[env.APP_ENV] : undefined;
  return byEnvironment ?? (env.PRODUCT_NAME || 'Inkflow');
}

/** The product name of this build, e.g. `Inkflow`; `{product}` in the §2 texts. */
export function productName(): string {
  const baked = (import.meta.env as Record<string, string | undefined>).VITE_PRODUCT_NAME;
  return baked || 'Inkflow';
}
