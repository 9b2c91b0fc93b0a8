// What every script does with its command line: Node's parseArgs, `--help` (usage on stdout,
// exit 0, nothing else done), and a wrong option answered with its message and a pointer to
// --help (exit 2) instead of a stack trace. Failures a person can fix (database out of reach,
// DATA_DIR held by the server…) end in one line, as they do for the server (startup-errors.ts).
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { ConfigError, parseConfig, type Config } from '../server/config.ts';
import { explainStartupError } from '../server/startup-errors.ts';

export interface Cli<T extends ParseArgsOptionsConfig> {
  /** The usage text: first line "Usage: npm run …", then what it does and each option. */
  usage: string;
  options: T;
}

/** parseArgs' values for these options: a string option without a default may be missing. */
type ParsedValues<T extends ParseArgsOptionsConfig> = {
  [K in keyof T]: T[K] extends { type: 'boolean' }
    ? boolean
    : T[K] extends { default: string }
      ? string
      : string | undefined;
};

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

export function parseCli<const T extends ParseArgsOptionsConfig>({ usage, options }: Cli<T>) {
  const parse = () => parseArgs({ options: { ...options, ...HELP }, strict: true });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage.trim()}`);
    process.exit(2);
  }
  const { help, ...values } = parsed.values as typeof parsed.values & { help: boolean };
  if (help) {
    console.log(usage.trim());
    process.exit(0);
  }
  return values as unknown as ParsedValues<T>;
}

/** The configuration from the environment, or one line naming the bad variable (exit 1). */
export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Runs the script's work; a failure a person can fix ends in one line (exit 1). */
export async function runOrExplain(config: Config, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const line = explainStartupError(error, config);
    if (line === undefined) throw error;
    console.error(line);
    process.exit(1);
  }
}
