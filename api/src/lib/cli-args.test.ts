import { parseArgs } from 'node:util';
import { commandArgs } from './cli-args';

test('the `--` pnpm and npm run hand on is dropped, so parseArgs sees the options', () => {
  const args = commandArgs(['--', '--name', 'Harbour', '--admin-email', 'it@harbour.example']);
  const { values } = parseArgs({ args, options: { name: { type: 'string' }, 'admin-email': { type: 'string' } } });
  expect(values).toEqual({ name: 'Harbour', 'admin-email': 'it@harbour.example' });
  expect(commandArgs(['--name', 'x'])).toEqual(['--name', 'x']);
});
