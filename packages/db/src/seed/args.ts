// Arguments of the seed CLI (kept apart from main.ts, which runs on import).
export interface SeedArgs {
  demo: boolean;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const unknown = argv.filter((a) => a !== '--demo');
  if (unknown.length > 0)
    throw new Error(`unknown argument(s): ${unknown.join(' ')} (usage: main.js [--demo])`);
  return { demo: argv.includes('--demo') };
}
