// Lint config for every package (flat config). `pnpm lint` runs it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'api/drizzle/**', '.data/**', '.tmp/**', 'coverage/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      // A remote never imports another remote: cross-remote talk goes through @portal/shared.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['mf-*', '@portal/mf-*', '**/mf-*/src/**'], message: 'Remotes talk through @portal/shared (store and events), never by importing each other.' }] },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
