/**
 * Fails when src/api/generated/ is stale: regenerates it from openapi/ from scratch and asks git
 * whether anything changed. Generated code is committed together with the spec change.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const OUTPUT = 'src/api/generated';

rmSync(OUTPUT, { recursive: true, force: true });
execFileSync('npx', ['orval', '--config', 'orval.config.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
execFileSync(process.execPath, ['scripts/generate-operations.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
const changes = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', OUTPUT], {
  encoding: 'utf8',
}).trim();

if (changes) {
  console.error(
    `Generated code in ${OUTPUT} is stale or hand-edited. Run \`npm run generate\` and commit the result:\n${changes}`,
  );
  process.exit(1);
}
console.log(`Generated code in ${OUTPUT} matches openapi/.`);
