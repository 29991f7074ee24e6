/**
 * The pre-commit checks on the staged files (ARCH-04), run by `npx lint-staged --concurrent false`
 * from the hook in package.json's `simple-git-hooks`: format, lint, then the type check.
 */
export default {
  '*': 'prettier --write --ignore-unknown',
  '*.{ts,tsx,js,mjs,cjs}': 'oxlint --type-aware --deny-warnings',
  // tsc checks a project, not single files: one run over the whole project when TypeScript is staged.
  '*.{ts,tsx}': () => 'tsc --noEmit -p tsconfig.json',
};
