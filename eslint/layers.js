// The import-boundary rule of ../../shared/ARCHITECTURE.md ("imports only run downward"), as a
// small local ESLint plugin. It resolves each relative import against the importing file's
// folder (the `.js` ending of a TypeScript import does not matter: only the folder decides the
// layer), so it needs no module resolver and stays fast. Bare imports (packages) are matched by
// name. The layers and what each may not import are in LAYERS below; tests/lint/layers.test.ts
// proves each line on the fixtures in tests/lint/fixtures/.
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The repository-relative, slash-separated path of an absolute file name. */
function rel(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

const packageNamed = (...names) => (spec) =>
  names.some((n) => (n.endsWith('/*') ? spec.startsWith(n.slice(0, -1)) : spec === n || spec.startsWith(`${n}/`)));
const under = (...dirs) => (target) => dirs.some((d) => target === d || target.startsWith(`${d}/`));

/** The feature area of a repository path (src/features/<area>/...), or null. */
const featureOf = (p) => /^src\/features\/([^/]+)\//.exec(p)?.[1] ?? null;

/** A types-only module of a machine (`src/machines/<name>.types.ts`): effects may share it. */
const isMachineTypes = (p) => /^src\/machines\/.+\.types(\.(ts|js))?$/.test(p);

/** A route module that only holds schemas or parameters, which route files may share. */
const isRouteHelper = (p) => /^server\/routes\/.+-(params|schemas?)\.(ts|js)$/.test(p);

/**
 * Each layer: which files it covers, and the forbidden imports as [test, message].
 * `pkg` tests a bare specifier; `path` tests a resolved repository path (no extension check).
 */
export const LAYERS = [
  {
    name: 'feature',
    files: (p) => featureOf(p) !== null,
    forbid: [
      { path: (t, p) => featureOf(t) !== null && featureOf(t) !== featureOf(p), message: '一个功能区不能引用另一个功能区 (a feature imports another feature: move the shared part down into ui/, machines/ or services/)' },
      { path: under('src/app'), message: '功能区不能引用 app/ (a feature imports app/: take wired machines with useLogic())' },
    ],
  },
  {
    name: 'machine',
    files: (p) => p.startsWith('src/machines/'),
    forbid: [
      { pkg: packageNamed('react', 'react-dom', '@xstate/react', '@dnd-kit/*', '@fluentui/*'), message: '状态机不能引用 React、DOM 组件库 (a machine imports React, @dnd-kit or @fluentui)' },
      { path: under('src/ui', 'src/features', 'src/services', 'src/app'), message: '状态机不能引用 ui/、features/、services/ 或 app/ (a machine imports a higher layer: name the effect in setup() and provide it in src/app/wiring/)' },
    ],
  },
  {
    name: 'service',
    files: (p) => p.startsWith('src/services/'),
    forbid: [
      { path: (t) => under('src/machines', 'src/features', 'src/ui', 'src/app')(t) && !isMachineTypes(t), message: '服务不能引用 machines/、features/、ui/ 或 app/ (a service imports a machine or a screen: move the shared type to shared/ or machines/*.types.ts)' },
    ],
  },
  {
    name: 'ui',
    files: (p) => p.startsWith('src/ui/'),
    forbid: [
      { path: under('src/features', 'src/app'), message: 'ui/ 不能引用 features/ 或 app/ (shared ui imports a feature or app/)' },
    ],
  },
  {
    name: 'route',
    files: (p) => p.startsWith('server/routes/') && p !== 'server/routes/index.ts',
    forbid: [
      { pkg: packageNamed('kysely'), message: '路由不能引用 kysely 或 sql (SQL belongs in server/repositories)' },
      { path: under('server/seed'), message: '路由不能引用种子数据 (a route imports server/seed)' },
      { path: (t) => t.startsWith('server/routes/') && !isRouteHelper(t), message: '路由文件不能引用另一个路由文件 (a route imports another route: move the shared part to services/ or a *-params/*-schemas module)' },
    ],
  },
  {
    name: 'repository',
    files: (p) => p.startsWith('server/repositories/'),
    forbid: [
      { path: under('server/routes'), message: '数据仓库不能引用路由 (a repository imports a route)' },
      { path: under('server/services'), message: '数据仓库不能引用服务 (a repository imports a service: the service uses the repository, not the other way)' },
    ],
  },
];

/** The messages of every forbidden import of `spec` from repository file `from`. */
export function violations(from, spec) {
  const layers = LAYERS.filter((l) => l.files(from));
  if (layers.length === 0) return [];
  const relative = spec.startsWith('.') || spec.startsWith('/');
  const target = relative ? rel(path.resolve(ROOT, path.dirname(from), spec)) : null;
  const found = [];
  for (const layer of layers) {
    for (const f of layer.forbid) {
      if (relative ? f.path?.(target, from) : f.pkg?.(spec)) found.push(f.message);
    }
  }
  return found;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports only run downward (ARCHITECTURE.md "Layout")' },
    schema: [],
    messages: { wrongWay: '{{message}}: "{{spec}}"' },
  },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      for (const message of violations(from, source.value)) {
        context.report({ node, messageId: 'wrongWay', data: { message, spec: source.value } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { imports: importsRule } };
