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

/**
 * A connector (integrations/<name>) knows its remote system and the kit's contracts, never the
 * app: no @app/api, no database (the app calls the connector, not the other way round).
 */
export function connectorCode(files) {
  const message =
    'A connector never imports the app or its database: the app calls it through the contract.';
  const patterns = [{ group: ['@app/api', '@app/api/*', '@app/db', '@app/db/*'], message }];
  return [{ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }];
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
