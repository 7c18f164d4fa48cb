// A command's own arguments. `pnpm --filter @portal/api create-club -- --name …` (and npm run's
// `--`) hand the separator on to the script; node's parseArgs would take everything after it as
// positionals (ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL), so a leading `--` is dropped here.
export function commandArgs(argv: readonly string[] = process.argv.slice(2)): string[] {
  return argv[0] === '--' ? argv.slice(1) : [...argv];
}
