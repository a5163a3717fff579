import tseslint from 'typescript-eslint';

/**
 * Server code logs through the server's logger (packages/api/src/lib/log.ts: JSON lines, secrets
 * censored), never `console`: this block for a package's server files (`files`, minus `ignores`:
 * command-line scripts that talk to a terminal). Elsewhere (browser code, scripts, tests) `console`
 * stays allowed for warn, error and info.
 */
export function serverCode(files, ignores = []) {
  const message = 'Server code logs through the logger (packages/api/src/lib/log.ts), not console.';
  return [
    { files, ignores, rules: { 'no-restricted-globals': ['error', { name: 'console', message }] } },
  ];
}

/** Shared lint rules for every package: typescript-eslint's recommended set, no escapes. */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/.next/**', '**/dist/**', '**/drizzle/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSNeverKeyword',
          message:
            "No 'as never': it silences every type check on the value. Type it (a typed table per kind, a narrower parameter); for a request the schema must refuse, @ts-expect-error with the reason.",
        },
      ],
    },
  },
);
