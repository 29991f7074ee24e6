/** The package's version: the portal release whose contracts and usage manifest it carries. */
import packageJson from '../package.json' with { type: 'json' };

export const PACKAGE_VERSION: string = packageJson.version;
