/**
 * Lets plain `node` run the portal's TypeScript: the generated client and parts of src/ import
 * relative modules without an extension (bundler style), which Node's ESM resolver refuses.
 * Usage: `node --import ./scripts/contract/register.ts packages/contract-tools/src/cli.ts check …` (the tests run the bin from source so).
 */
import { registerHooks } from 'node:module';

const RELATIVE = /^\.{1,2}\//;
const HAS_EXTENSION = /\.[cm]?[jt]sx?$|\.json$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    // Only extensionless relative imports are rewritten; everything else resolves as usual.
    if (!RELATIVE.test(specifier) || HAS_EXTENSION.test(specifier)) return nextResolve(specifier, context);
    try {
      return nextResolve(`${specifier}.ts`, context);
    } catch {
      return nextResolve(specifier, context);
    }
  },
});
