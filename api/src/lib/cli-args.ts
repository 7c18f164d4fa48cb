// What every command-line entry needs: its own arguments, and an exit with its code.
//
// A command's own arguments: `pnpm --filter @portal/api create-club -- --name …` (and npm run's
// `--`) hand the separator on to the script; node's parseArgs would take everything after it as
// positionals (ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL), so a leading `--` is dropped here.
export function commandArgs(argv: readonly string[] = process.argv.slice(2)): string[] {
  return argv[0] === '--' ? argv.slice(1) : [...argv];
}

/** Runs a command's `main` and exits with the code it answers (1, printed, on an error it did not handle). */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
