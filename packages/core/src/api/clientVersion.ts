/**
 * The client build version of §7 (`X-Flow-Client-Version`): each browser build replaces the
 * global `__INKFLOW_CLIENT_VERSION__` with its own id (the app's vite.config.ts `define`, the
 * embed's rollup.config.mjs esbuild `define`): the package version, plus `+{BUILD_ID}` when the
 * build environment sets BUILD_ID. Outside a build (tests, storybook) it is `dev`.
 */
declare const __INKFLOW_CLIENT_VERSION__: string | undefined;

/** The build's version id, e.g. `0.1.0` or `0.1.0+20261124.3`; `dev` when not built. */
export function builtClientVersion(): string {
  return typeof __INKFLOW_CLIENT_VERSION__ === 'string' && __INKFLOW_CLIENT_VERSION__ ? __INKFLOW_CLIENT_VERSION__ : 'dev';
}

/**
 * The build-time value for `__INKFLOW_CLIENT_VERSION__`: `version`, plus `+{buildId}` when given
 * (letters, digits, dots and dashes only). For the build configurations.
 */
export function clientVersionOf(version: string, buildId?: string): string {
  const id = buildId?.replace(/[^A-Za-z0-9.-]/g, '');
  return id ? `${version}+${id}` : version;
}
