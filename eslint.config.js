// ESLint flat config: `npm run lint` (also the first step of `npm test`).
// Layers (imports only run downward, ../shared/ARCHITECTURE.md) are the local rule
// `layers/imports` in ./eslint/layers.js; tests/lint/layers.test.ts proves it on fixtures.
// No type-aware rules: the typecheck is a separate step and lint stays fast.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';
import serverTexts from './eslint/server-texts.js';
import viewState from './eslint/view-state.js';

/** Browser globals a machine must not touch: effects reach the DOM, never the statechart. */
const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'fetch', 'WebSocket', 'XMLHttpRequest', 'indexedDB', 'alert', 'confirm'];

const NO_CAST_TO_NEVER_OR_ANY = [
  { selector: 'TSAsExpression > TSNeverKeyword.typeAnnotation', message: '不要用 `as never` 绕过类型检查 (no `as never`: make the types fit)' },
  { selector: 'TSAsExpression > TSAnyKeyword.typeAnnotation', message: '不要用 `as any` 绕过类型检查 (no `as any`: make the types fit)' },
];

/**
 * The most rewritten one-liners, each written once: the two most repeated answer texts live in
 * shared/common-messages.ts (COMMON_MESSAGES.deleted, .edited), the thrown-value-to-text turn in
 * shared/error-text.ts (errorText). A copy anywhere else is refused; tests/lint/layers.test.ts proves it.
 */
const ONE_PLACE_TEXTS = [
  { key: 'deleted', text: '删除成功' },
  { key: 'edited', text: '修改成功' },
].map(({ key, text }) => ({
  selector: `Literal[value='${text}']`,
  message: `这段文字只写在 shared/common-messages.ts (write COMMON_MESSAGES.${key}, not the literal text)`,
}));
const ONE_ERROR_TEXT = {
  selector: "ConditionalExpression[consequent.property.name='message'] > BinaryExpression.test[operator='instanceof'][right.name='Error']",
  message: '错误文字统一用 errorText (write errorText(error) from shared/error-text.ts, not `e instanceof Error ? e.message : String(e)`)',
};
const ONE_PLACE = [...ONE_PLACE_TEXTS, ONE_ERROR_TEXT];

/** The console's one event vocabulary: a list's pager sends `page.go` (lib/list.ts, PagedTable, ListScreen's machinePager). */
const ONE_PAGE_EVENT = {
  selector: "Literal[value='page.change']",
  message: '列表翻页事件统一叫 page.go (write page.go, the event lib/list.ts, PagedTable and machinePager send)',
};

/**
 * The server counts days in Beijing time whatever its own time zone (shared/time.ts): no
 * calendar reading or building in the machine's local time. tests/lint/layers.test.ts proves it.
 */
const BEIJING_DAYS = [
  {
    selector: "CallExpression[callee.property.name=/^(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|getSeconds|setFullYear|setMonth|setDate|setHours|setMinutes|setSeconds)$/]",
    message: '服务端按北京时间计日 (read days and times with shared/time.ts: beijingDayOf, beijingSecondOfDay, beijingDayStart, not local-time Date methods)',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length>1]",
    message: '服务端按北京时间计日 (build a moment with shared/time.ts: beijingDayStart, parseBeijingDateTime, not new Date(y, m, d))',
  },
];

/**
 * Files still being converted to the wiring seam: their wrong-way imports warn instead
 * of failing. This list only shrinks; an empty list means every layer rule is an error everywhere.
 */
const PENDING_LAYERS = [
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'docs/**', 'bench/**', 'playwright-report/**', 'test-results/**', 'tests/lint/fixtures/**', 'data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { layers },
    rules: {
      'layers/imports': 'error',
      // the codebase's own conventions
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // `interface X extends Y {}` is how a module augments another's table/Logic types
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-syntax': ['error', ...ONE_PLACE],
    },
  },
  {
    // Kysely<any> is the documented type of a migration (it runs before the schema exists)
    files: ['server/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // the sanitizers (live Q&A text, XMLTV) strip control characters on purpose
    files: ['server/**/*.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // the server's Chinese messages live in their area's text module, never inline in an error
    // call or an answer (eslint/server-texts.js)
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-texts': serverTexts },
    rules: { 'server-texts/no-inline-message': 'error' },
  },
  {
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    // shared/time.ts keeps localDayOf for the console, whose local time is the operator's
    ignores: ['**/*.test.ts', 'shared/time.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_PLACE, ...BEIJING_DAYS] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Fluent components (Input, Textarea) take autoFocus for a dialog's first field
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // broadcast media is uploaded by tenants and carries no caption track to point at
      'jsx-a11y/media-has-caption': 'off',
      'no-restricted-syntax': ['error', ...NO_CAST_TO_NEVER_OR_ANY, ...ONE_PLACE, ONE_PAGE_EVENT],
    },
  },
  {
    // screens render machine state: no fetching effects, no lists of records in useState (eslint/view-state.js)
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.tsx'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'view-state': viewState },
    rules: { 'view-state/no-data-hooks': 'error' },
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: '状态机不能访问 DOM/浏览器全局对象 (a machine touches the DOM: make it an effect)' }))],
    },
  },
  {
    // the one place of each: the texts' module may write the texts (and this file names them in
    // its selectors), error-text.ts the turn
    files: ['shared/common-messages.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': ['error', ONE_ERROR_TEXT] },
  },
  {
    files: ['shared/error-text.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_PLACE_TEXTS] },
  },
  ...(PENDING_LAYERS.length ? [{ files: PENDING_LAYERS, rules: { 'layers/imports': 'warn' } }] : []),
  {
    // tests may cast to build fakes, and may import across layers to assemble what they test
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'src/test-setup.ts'],
    rules: {
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'layers/imports': 'off',
      '@typescript-eslint/ban-ts-comment': 'off',
    },
  },
);
