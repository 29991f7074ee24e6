// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CITING = ['src', 'mocks', 'e2e', 'scripts', 'tools'];
const TEXT = /\.(tsx?|js|html|json|md)$/;
/** A requirement ID as code and test titles cite it: `ROUTE-03`, `I18N-02`, `A11Y-01`. */
const ID = /\b[A-Z][A-Z0-9]{1,7}-\d{2}\b/g;
// A cited section of the product description or the catalogue file; the classes keep this line from matching itself.
const OUTSIDE_DOCUMENT = /[Ss]pec §|portal-spe[c]|REQUIREMENTS\.md/;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
};
const citingFiles = async () => (await Promise.all(CITING.map(filesUnder))).flat();

/** The IDs docs/requirements.md lists: each entry starts with the ID in bold. */
const listedIds = async () => {
  const text = await readFile(join(ROOT, 'docs/requirements.md'), 'utf8');
  return [...text.matchAll(/^- \*\*([A-Z][A-Z0-9]{1,7}-\d{2})\*\*/gm)].map(([, id]) => id);
};

describe('[ARCH-03] requirement IDs are looked up in docs/requirements.md', () => {
  it('[ARCH-03] every ID cited in src/, mocks/, e2e/, scripts/ and tools/ is listed in docs/requirements.md', async () => {
    const listed = new Set(await listedIds());
    const missing: string[] = [];
    for (const file of await citingFiles()) {
      const text = await readFile(join(ROOT, file), 'utf8');
      for (const [id] of text.matchAll(ID)) if (!listed.has(id)) missing.push(`${file}: ${id}`);
    }
    expect(listed.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('[ARCH-03] docs/requirements.md lists each ID once', async () => {
    const ids = await listedIds();
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('[ARCH-03] no file cites a document outside the repository instead of a requirement ID', async () => {
    const citing: string[] = [];
    for (const file of [...(await citingFiles()), 'README.md', 'CONTRIBUTING.md', ...(await filesUnder('docs'))]) {
      const text = await readFile(join(ROOT, file), 'utf8').catch(() => '');
      if (OUTSIDE_DOCUMENT.test(text)) citing.push(file);
    }
    expect(citing).toEqual([]);
  });
});
