/**
 * The example (examples/remote-area) is what the scaffolder writes (PLUG-09): these are the files the
 * scaffolder writes for it, with its names, from the template (the example itself) and this release.
 * `npm run example:sync` writes the generated ones; the drift test compares all of them.
 */
import { releaseFromPortal, templateFromExample } from './from-portal.ts';
import { EXAMPLE_NAMES } from './src/names.ts';
import { scaffold, type Files } from './src/scaffold.ts';

/** The example's package name in the portal's workspace. */
export const EXAMPLE_PACKAGE = '@portal/example-remote-area';

export const exampleFiles = (): Files =>
  scaffold(templateFromExample(), releaseFromPortal(), { names: EXAMPLE_NAMES, packageName: EXAMPLE_PACKAGE });
