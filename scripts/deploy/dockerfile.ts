/** One Dockerfile instruction: its keyword (upper case) and the rest of the line, continuations joined. */
export type Instruction = { keyword: string; args: string };

/** One build stage: its base image, its name (`AS name`) and its instructions after FROM. */
export type Stage = { from: string; name?: string; instructions: Instruction[] };

/** Splits a Dockerfile into stages (comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') };
    if (instruction.keyword === 'FROM') {
      const [from = '', , name] = instruction.args.split(' ');
      stages.push({ from, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The instructions of a stage with this keyword. */
export const instructionsOf = (stage: Stage, keyword: string): string[] =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

const patternToRegExp = (pattern: string): RegExp => {
  const body = pattern
    .replace(/^\/+|\/+$/g, '')
    .split(/(\*\*\/?|\*|\?)/)
    .map((part) => {
      if (part.startsWith('**')) return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
};

/**
 * A `.dockerignore` matcher (Docker's rules: a pattern excludes a path and everything below it,
 * `*` `?` `**` globs, `!` re-includes, the last matching line wins).
 */
export function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ include: line.startsWith('!'), regexp: patternToRegExp(line.replace(/^!/, '')) }));
  return (path) => {
    const parts = path.replace(/^\.?\/+/, '').split('/');
    const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let excluded = false;
    for (const { include, regexp } of rules) if (prefixes.some((prefix) => regexp.test(prefix))) excluded = !include;
    return excluded;
  };
}
