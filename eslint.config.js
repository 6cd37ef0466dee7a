import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Boundaries (docs/decisions/0013-one-way-to-do-each-thing.md). Each area lists what it may
// not import; no-restricted-imports does not merge across blocks, so every block says it all.
const noClimbing = {
  regex: '^(\\.\\./){2}',
  message: 'Import through #server/, #web/ or #common/ instead of climbing two folders.',
};
const only = (regex, message) => ({ regex, message });
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [noClimbing, ...patterns] }],
});

const serverOnly = only('^#server/', 'The browser never imports server code.');
const webOnly = only('^#web/', 'Server and shared code never import the browser app.');
const serverDomains = fs
  .readdirSync('server/services', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The server's layers (docs/decisions/0032-server-layers.md): core, then db, lib and providers,
// then services, then http and routes. Paths are resolved, so `#server/` and `../` imports alike
// are held to them.
const layer = (target, from, message, except) => ({ target, from, message, except });
const serverLayers = [
  layer('./server/core', './server', 'core/ imports nothing of the server but itself.', ['./core']),
  layer(
    './server/db',
    './server/services',
    'db/ sits below services: a step that needs both runs at start-up (server/migrate.ts).',
  ),
  layer(
    './server/lib',
    './server/services',
    'lib/ is plumbing: services use it, never the reverse.',
  ),
  layer(
    './server/services',
    ['./server/http', './server/routes'],
    'Services sit below HTTP: throw AppError (server/core) and let the route answer.',
  ),
  layer('./server/routes', './server/db/schema', 'Routes never read tables: a service does.'),
  ...serverDomains.map((domain) =>
    layer(
      `./server/services/${domain}`,
      './server/services',
      'One domain reaches another only through its index.ts.',
      [`./${domain}`, ...serverDomains.map((other) => `./${other}/index.ts`)],
    ),
  ),
];
const features = fs
  .readdirSync('web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A feature's public face is its index.ts, and the index.ts of its staff/ and inventor/ parts
// where both audiences have one. A feature without an index is the pages' alone: they pick its
// modules, so that each lazy area's chunk carries only what it shows
// (docs/decisions/0030-domain-folders.md).
const hasIndex = (feature) => fs.existsSync(`web/features/${feature}/index.ts`);
const withIndex = features.filter(hasIndex).join('|');
const withoutIndex = features.filter((feature) => !hasIndex(feature)).join('|');
const throughIndex = only(
  `^#web/features/(${withIndex})/(?!(staff|inventor)$)`,
  'Import a feature through its index: #web/features/<domain>, or its staff/ or inventor/ part.',
);

/** Where writes and forms are built: mutation hooks in api/, the form kit, a plain search box. */
const formHomes = [
  'web/features/*/api/**',
  'web/features/*/{staff,inventor}/api/**',
  'web/components/form/**',
  // A search landmark that searches as you type: nothing to validate or send.
  'web/components/list/list-search.tsx',
];
const formsOneWay = [
  {
    selector: "ImportSpecifier[imported.name='useMutation']",
    message:
      'Writes are mutation hooks in web/features/<domain>/api/ (or its staff/ or inventor/ api/).',
  },
  {
    selector: "JSXOpeningElement[name.name='form']",
    message: 'Build forms with Form, FormField and useAppForm from web/components/form.',
  },
];

/** The API client itself, and the tests that speak to it as a server would. */
const apiClientHomes = ['web/lib/api.ts', 'web/**/*.test.{ts,tsx}'];
const throughContract =
  'Reach the API through its contract in common/contracts: callApi, or apiPath for a link.';
const apiThroughContracts = [
  { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: throughContract },
  { selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]', message: throughContract },
  { selector: "ImportSpecifier[imported.name='apiRequest']", message: throughContract },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/db/migrations', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      ...restrict(),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One way to write and one way to build a form, and one way to reach the API
  // (docs/how-to-add-a-feature.md). The rule takes one list per file, so each part of web/
  // gets the list of what applies to it.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: formHomes,
    rules: { 'no-restricted-syntax': ['error', ...formsOneWay] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: [...formHomes, ...apiClientHomes],
    rules: { 'no-restricted-syntax': ['error', ...formsOneWay, ...apiThroughContracts] },
  },
  {
    files: formHomes,
    ignores: apiClientHomes,
    rules: { 'no-restricted-syntax': ['error', ...apiThroughContracts] },
  },
  { files: ['common/**/*.ts'], rules: restrict(serverOnly, webOnly) },
  { files: ['server/**/*.ts'], rules: restrict(webOnly) },
  {
    // Tests sit above every layer: they set up tables and call any part.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayers }] },
  },
  {
    files: ['server/routes/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: restrict(webOnly, only('^drizzle-orm', 'Routes never read tables: a service does.')),
  },
  {
    files: ['server/providers/**/*.ts'],
    rules: restrict(
      webOnly,
      only('^#server/services/', 'Providers are plumbing: services use them, never the reverse.'),
    ),
  },
  { files: ['web/**/*.{ts,tsx}'], rules: restrict(serverOnly) },
  {
    files: ['web/components/**/*.{ts,tsx}', 'web/lib/**/*.{ts,tsx}'],
    rules: restrict(
      serverOnly,
      only(
        '^#web/(features|routes|app)/',
        'Shared components and helpers never depend on a feature, a route or the app shell.',
      ),
    ),
  },
  {
    files: ['web/{routes,app,site}/**/*.{ts,tsx}'],
    rules: restrict(serverOnly, throughIndex),
  },
  ...features.flatMap((feature) => {
    const inFeature = `web/features/${feature}`;
    const rules = (...own) =>
      restrict(
        serverOnly,
        only(
          `^#web/features/(?!${feature}(/|$))((${withIndex})/(?!(staff|inventor)$)|(${withoutIndex})(/|$))`,
          'Another feature is reached only through its index: #web/features/<domain>, or its staff/ or inventor/ part; a feature without one is for pages alone.',
        ),
        only('^#web/(routes|app)/', 'Features never depend on routes or the app shell.'),
        ...own,
      );
    const otherPart = (part) =>
      only(
        `(^#${inFeature}/|^\\.\\./)${part}(/|$)`,
        "One audience's part never imports the other's: move what both need to the feature's root.",
      );
    return [
      { files: [`${inFeature}/**/*.{ts,tsx}`], rules: rules() },
      {
        files: [`${inFeature}/*.{ts,tsx}`, `${inFeature}/*/**/*.{ts,tsx}`],
        ignores: [`${inFeature}/{staff,inventor}/**`],
        rules: rules(
          only(
            `(^#${inFeature}/|^\\.\\.?/)(staff|inventor)(/|$)`,
            "What both audiences share never depends on one audience's part.",
          ),
        ),
      },
      { files: [`${inFeature}/staff/**/*.{ts,tsx}`], rules: rules(otherPart('inventor')) },
      { files: [`${inFeature}/inventor/**/*.{ts,tsx}`], rules: rules(otherPart('staff')) },
    ];
  }),
);
