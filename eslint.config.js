import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// Features never import each other (CONVENTIONS §2): one zone per feature folder.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; move shared code to src/lib or src/ui.',
}));

// The first segments of spec §2's signed-in areas: a string starting with one is a route URL.
const ROUTE_PREFIX = String.raw`^\/(estudiantes|docentes|psicologos|documentos|superadmin|admin|notificaciones|mi-cuenta|electivos|documentacion|zendesk)(\/|$)`;
const noRouteLiterals = [
  `Literal[value=/${ROUTE_PREFIX}/]`,
  `TemplateLiteral > TemplateElement:first-child[value.raw=/${ROUTE_PREFIX}/]`,
].map((selector) => ({
  selector,
  message: 'Link through the route table (paths.<name>.getHref), not a URL literal.',
}));

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // No exceptions: a lazy import() that closes a circle is still a circle (CONVENTIONS §2).
      'import-x/no-cycle': 'error',
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/ui',
              from: ['./src/features', './src/app', './src/admin', './generated'],
              message: 'src/ui knows nothing of the API or the app.',
            },
            {
              target: './src/lib',
              from: ['./src/features', './src/app', './src/admin', './src/routes', './src/ui'],
              message: 'src/lib is below features, app and ui, and holds no JSX.',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/admin'],
              message: 'Imports flow app -> features.',
            },
            {
              target: './src/admin',
              from: ['./src/features', './src/app'],
              message: 'admin -> (routes, ui, lib, generated) only.',
            },
            // The demo API shares rules and texts with the app through src/lib only (ARCHITECTURE §2).
            {
              target: './mocks',
              from: ['./src/ui', './src/app', './src/features', './src/admin', './src/routes'],
              message: 'The demo API imports only src/lib (and generated/) of the app.',
            },
            // The route table is data only: features bind their pages to it, never the other way.
            {
              target: './src/routes',
              from: ['./src/app', './src/features', './src/admin', './src/ui'],
              message: 'src/routes is a leaf: data only, it imports nothing of ours but lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // Links come from the route table's href builders (paths.x.getHref), never a typed URL.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.check.ts', '**/*.demo.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...noRouteLiterals] },
  },
  {
    // src/lib is below ui: hooks, rules and clients, never a rendered piece (CONVENTIONS §2),
    // and no typed route URL either.
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement, JSXFragment', message: 'src/lib holds no JSX: rendered pieces live in src/ui.' },
        ...noRouteLiterals,
      ],
    },
  },
  {
    // The app takes from a feature only what its index.ts offers (routes.ts is globbed); its tests
    // may reach a page itself. No other zone targets src/app, so this one replaces none.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/app',
              from: './src/features',
              except: features.map((feature) => `./${feature}/index.ts`),
              message: "src/app imports a feature through its index.ts ('@/features/<area>').",
            },
          ],
        },
      ],
    },
  },
  {
    // Admin tables come from src/admin/datagrid, whose rows open from the keyboard (WCAG 2.1.1).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/admin/datagrid/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['Datagrid', 'DatagridBody', 'DatagridRow'],
              message:
                "Use Datagrid from '@/admin/datagrid/Datagrid': its rows open from the keyboard.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructured first parameter, even when empty.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
);
