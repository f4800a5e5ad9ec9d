import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REACT_PACKAGES = ['react', 'react-dom', 'react/*', 'react-dom/*', 'swr', 'wouter', 'valtio', '@rjsf/core'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // Dropping a key by destructuring it away is how a rule is narrowed to what the validator reads.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      // `interface X extends Mapped {}` names a computed type once, so TypeScript keeps it opaque (schemas/server/v1/payloads.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server texts render as inert text only.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Server texts render as inert text only.' },
      ],
    },
  },
  {
    // Layers: schemas/ is pure (no React, nothing from src/ or field-widgets/).
    files: ['schemas/**/*.{ts,tsx}'],
    ignores: ['schemas/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: REACT_PACKAGES, message: 'schemas/ holds pure rules and compilers: no React here.' },
            { group: ['**/src/**', '**/field-widgets/**'], message: 'schemas/ imports nothing from src/ or field-widgets/.' },
          ],
        },
      ],
    },
  },
  {
    // field-widgets/ knows the registry contract, never a screen or the app.
    files: ['field-widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'field-widgets/ imports no screen, store or app code.' }] },
      ],
    },
  },
);
