import { builtClientVersion } from '@inkflow/core';

/** The embed build's version (`X-Flow-Client-Version`, §7; rollup.config.mjs defines it). */
export const clientVersion = builtClientVersion();
