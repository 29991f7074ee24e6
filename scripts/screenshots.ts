/**
 * `npm run screenshots` (after `npm run build:mock`; for looking at the product, not a test):
 *   npm run screenshots [-- WORD…] [-- --readme]
 * Every screen at three widths and both themes into reports/screenshots/; words keep only the shots
 * whose file name contains one; `--readme` retakes the README's pictures. Exits 1 when a screen could
 * not be reached. The shots are tools/screenshots/.
 */
import { chooseShots, takeScreenshots } from '../tools/screenshots/take-screenshots.ts';

const chosen = (() => {
  try {
    return chooseShots(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(1);
  }
})();
const failed = await takeScreenshots(chosen);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${chosen.length} screenshots failed:\n${failed.join('\n')}`);
  process.exitCode = 1;
} else console.log(`${chosen.length} screenshots taken.`);
