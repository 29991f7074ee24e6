/**
 * Runs a group of `npm test`'s steps at the same time (TEST-04): the packages' tests beside both
 * builds, none of which keeps both cores busy on its own, each writing its own folders. Each step's
 * output is held and printed whole, in the group's order, as soon as it and the steps before it have
 * finished, so the log reads as if they ran one after another.
 */
import { spawn } from 'node:child_process';

export type StepResult = { name: string; status: number; seconds: number };
export type Command = { name: string; command: string; args: string[] };

/** `npm run --silent <script>` for each script: the steps of `npm test`. */
export const npmScript = (script: string): Command => ({
  name: script,
  command: 'npm',
  args: ['run', '--silent', script],
});

/**
 * Starts every command at once; `write` gets each one's combined stdout and stderr, whole, in the
 * given order. A command that cannot start counts as failed (status 1, the reason in its output).
 */
export async function runGroup(
  commands: Command[],
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<StepResult[]> {
  const runs = commands.map(
    ({ name, command, args }) =>
      new Promise<StepResult & { output: string }>((done) => {
        const started = Date.now();
        let output = '';
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
        const finish = (status: number) => done({ name, status, seconds: (Date.now() - started) / 1000, output });
        child.once('error', (error) => {
          output += `${name}: could not start ${command}: ${error.message}\n`;
          finish(1);
        });
        child.once('close', (code, signal) => {
          if (signal) output += `${name}: stopped by ${signal}\n`;
          finish(code ?? 1);
        });
      }),
  );
  const results: StepResult[] = [];
  // In order: the first step's output as soon as it ends, the second's once both have ended, and so on.
  for (const [index, run] of runs.entries()) {
    const { output, ...result } = await run;
    const beside = commands.filter((_, other) => other !== index).map((command) => command.name);
    write(`\n▶ npm run ${result.name} (beside ${beside.join(', ')})\n${output}`);
    results.push(result);
  }
  return results;
}
