/**
 * `npm ci` / `npm install` (the `prepare` script) installs the pre-commit hook of package.json's
 * `simple-git-hooks` for people committing here (ARCH-04). Skipped in CI (`CI` set), outside a git
 * checkout (a source tarball, a container build) and without dev dependencies.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const ci = !!process.env.CI && !['0', 'false'].includes(process.env.CI);

const inGitCheckout = () => {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8', stdio: 'pipe' }).trim() === 'true'
    );
  } catch {
    return false;
  }
};

const hookTool = () => {
  try {
    return createRequire(import.meta.url).resolve('simple-git-hooks/cli.js');
  } catch {
    return undefined;
  }
};

const tool = hookTool();
if (ci) console.log('git hooks: not installed in CI');
else if (!inGitCheckout()) console.log('git hooks: not a git checkout, nothing installed');
else if (!tool) console.log('git hooks: simple-git-hooks is not installed (no dev dependencies)');
else execFileSync(process.execPath, [tool], { stdio: 'inherit' });
