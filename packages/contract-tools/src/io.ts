/**
 * Where a command writes its output and which environment it reads: the bin passes the process's
 * own; the portal's tests run the commands in their process with their own (scripts/contract/drift.test.ts).
 */
export type CommandIo = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
};

/** The process's own streams and environment (the bin's). */
export const processIo = (): CommandIo => ({
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
});
