// One lint configuration for every workspace: strict TypeScript rules, no formatting rules
// (prettier owns formatting).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The web app's code flows one way, as in bulletproof-react: components/, config/ and lib/ are
// shared by the features, the features never reach into one another, and app/ puts them together.
// One exception: springs is the site's subject, and every other feature is about a spring (its
// reviews, conditions, posts, a favorite, a trip past it). They use its queries, its name and
// figures as pages write them, its coordinates and its photo through features/springs/index.ts,
// its one public entry, and never its inner files; springs imports no other feature, so the flow stays
// one way. lib/ stays free of the domain.
const WEB_FEATURES = readdirSync(new URL('web/src/features', import.meta.url));
const SPRINGS_ENTRY = './springs/index.ts';
const webBoundaries = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: {
    // A relative import the resolver cannot follow would slip past the boundaries below.
    'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...WEB_FEATURES.map((feature) => ({
            target: `web/src/features/${feature}`,
            from: 'web/src/features',
            except: [`./${feature}`, SPRINGS_ENTRY],
            message:
              'A feature does not import another feature (springs only through features/springs/index.ts): share through components/ or lib/, or compose them in app/routes/.',
          })),
          {
            target: 'web/src/features',
            from: 'web/src/app',
            message: 'Features do not import from app/: app/ imports the features.',
          },
          {
            target: ['web/src/components', 'web/src/config', 'web/src/lib'],
            from: ['web/src/features', 'web/src/app'],
            message: 'Shared code does not import from features/ or app/.',
          },
        ],
      },
    ],
  },
};

// Other workspaces use the service kit through its package entry points only: its `exports` map
// holds nothing else, so an import of one of its files would fail when run. The services'
// production code loads no test helper, and the gateway, not a Nest application, the core alone.
const KIT = '@hotsprings/service-kit';
const restrictKitImports = ({ nestLayer = true, entries }) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: nestLayer
        ? []
        : [{ name: KIT, message: `The gateway loads no NestJS: import ${KIT}/core.` }],
      patterns: [
        {
          group: ['**/service-kit/dist/**', '**/service-kit/src/**', '**/system-tests/dist/**'],
          message:
            'Import a package entry point (@hotsprings/service-kit/core, ...), not its files.',
        },
        {
          group: [`${KIT}/*`, ...entries.map((entry) => `!${KIT}/${entry}`)],
          message: `Import the kit here as ${[...(nestLayer ? [KIT] : []), ...entries.map((entry) => `${KIT}/${entry}`)].join(' or ')}.`,
        },
      ],
    },
  ],
});
const kitEntryPoints = [
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['libs/service-kit/**'],
    rules: restrictKitImports({ entries: ['core', 'testing', 'images'] }),
  },
  {
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: restrictKitImports({ entries: ['core', 'images'] }),
  },
  {
    files: ['gateway/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: restrictKitImports({ nestLayer: false, entries: ['core'] }),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'proto/gen/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  webBoundaries,
  ...kitEntryPoints,
);
