/** `npm run example:sync`: writes the example's generated files (package.json, .npmrc) as the scaffolder would. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE_DIR } from './from-portal.ts';
import { exampleFiles } from './example-files.ts';
import { GENERATED } from './src/scaffold.ts';

const files = exampleFiles();
for (const name of GENERATED) writeFileSync(join(EXAMPLE_DIR, name), files[name]!);
console.log(`examples/remote-area: wrote ${GENERATED.join(', ')}`);
