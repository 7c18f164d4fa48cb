// Lint config for every package (flat config). `pnpm lint` runs it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'api/drizzle/**', '.data/**', '.tmp/**', 'coverage/**', '**/test-results/**', '**/.generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // State follows from render, an event or the query cache, never from a setState in an effect.
      'react-hooks/set-state-in-effect': 'error',
    },
  },
  {
    // Tests read untyped JSON answers and mock bodies.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      // A remote never imports another remote: cross-remote talk goes through @portal/shared.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['mf-*', '@portal/mf-*', '**/mf-*/src/**'], message: 'Remotes talk through @portal/shared (store and events), never by importing each other.' }],
          // Mantine's Modal closes every open modal on one Escape; Dialog closes only the innermost.
          paths: [{ name: '@mantine/core', importNames: ['Modal'], message: 'Use Dialog from @portal/shared (Escape closes only the innermost layer).' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
