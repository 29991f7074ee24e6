/**
 * The pre-commit checks on the staged files (ARCH-04), run by `npx lint-staged --concurrent false`
 * from the hook in package.json's `simple-git-hooks`: format, lint, then the type check.
 */
export default {
  '*': 'prettier --write --ignore-unknown',
  // The example's type-aware rules read the SDK as a project outside this repository does, from its
  // built package (PLUG-08): build it first when the example is staged.
  '*.{ts,tsx,js,mjs,cjs}': (files: readonly string[]) => [
    ...(files.some((file) => file.includes('/examples/')) ? ['node packages/area-sdk/build.ts'] : []),
    `oxlint --type-aware --deny-warnings ${files.map((file) => JSON.stringify(file)).join(' ')}`,
  ],
  // tsc checks a project, not single files: one run over the whole project when TypeScript is staged.
  '*.{ts,tsx}': () => 'tsc --noEmit -p tsconfig.json',
};
