import { configure } from '@testing-library/dom';

// Components load parts of themselves on demand (lazy chunks). On a loaded two-core CI machine the
// first import of such a module can take seconds, so findBy/waitFor wait up to 10 s before failing.
configure({ asyncUtilTimeout: 10_000 });
