import { run } from './cli.ts';

run();
