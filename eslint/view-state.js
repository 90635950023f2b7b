// Screens only render machine state and send events (../../shared/ARCHITECTURE.md, statechart
// rule 1). This small local ESLint plugin flags, in src/features, the two shapes of component
// state that hold data rather than view wiring:
// - an effect that fetches (an `await`, a `.then(` or a `fetch(` inside useEffect/useLayoutEffect):
//   loading belongs in a machine's invoked actor;
// - a list kept in useState (an array literal or an array type as its state): lists of records
//   belong in a machine's context.
// An open popover, the dialog that is open, a hovered row: view wiring, allowed. A view-state
// exception is written down with an eslint-disable comment that says why.
// tests/lint/layers.test.ts proves both on the fixtures in tests/lint/fixtures/.

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect']);

const calleeName = (node) =>
  node.callee.type === 'Identifier' ? node.callee.name : node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier' ? node.callee.property.name : null;

/** Whether `node`'s subtree (not entering nested functions' own effects) does asynchronous data work. */
function fetchesIn(node, visitorKeys) {
  let found = null;
  const walk = (n) => {
    if (!n || found) return;
    // loading code (`import('hls.js').then(...)`, `await import(...)`) is not loading data
    if (n.type === 'AwaitExpression') {
      if (n.argument?.type !== 'ImportExpression') found = 'await';
    } else if (n.type === 'CallExpression') {
      const name = calleeName(n);
      const ofImport = n.callee.type === 'MemberExpression' && n.callee.object.type === 'ImportExpression';
      if ((name === 'then' && !ofImport) || name === 'fetch') found = `${name}()`;
    }
    for (const key of visitorKeys[n.type] ?? []) {
      const child = n[key];
      if (Array.isArray(child)) child.forEach(walk);
      else if (child && typeof child.type === 'string') walk(child);
    }
  };
  walk(node);
  return found;
}

const PRIMITIVES = new Set(['TSNumberKeyword', 'TSStringKeyword', 'TSBooleanKeyword']);

/** An array of records (`Item[]`, `Array<Item>`); an array of ids (`number[]`, `string[]`) is a selection, view state. */
const isArrayType = (t) =>
  !!t &&
  ((t.type === 'TSArrayType' && !PRIMITIVES.has(t.elementType.type)) ||
    (t.type === 'TSTypeReference' &&
      t.typeName.type === 'Identifier' &&
      (t.typeName.name === 'Array' || t.typeName.name === 'ReadonlyArray') &&
      !PRIMITIVES.has((t.typeArguments ?? t.typeParameters)?.params?.[0]?.type)));

const noDataHooks = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens keep no data in React state: fetching effects and lists in useState belong in a machine.' },
    schema: [],
  },
  create(context) {
    const visitorKeys = context.sourceCode.visitorKeys;
    return {
      CallExpression(node) {
        const name = calleeName(node);
        if (name && EFFECT_HOOKS.has(name)) {
          const fn = node.arguments[0];
          const how = fn && fetchesIn(fn.body ?? fn, visitorKeys);
          if (how)
            context.report({
              node,
              message: `界面组件的 ${name} 里在取数据 (${how}): 放进状态机的 invoke（screens render machine state; loading is a machine's actor)`,
            });
        } else if (name === 'useState') {
          const typeArg = (node.typeArguments ?? node.typeParameters)?.params?.[0];
          const init = node.arguments[0];
          const initValue = init && (init.type === 'ArrowFunctionExpression' && init.body.type !== 'BlockStatement' ? init.body : init);
          const unionHasArray = typeArg?.type === 'TSUnionType' && typeArg.types.some(isArrayType);
          const emptyLiteral = !typeArg && initValue?.type === 'ArrayExpression';
          if (isArrayType(typeArg) || unionHasArray || emptyLiteral)
            context.report({
              node,
              message: '界面组件用 useState 保存列表数据: 放进状态机的 context（a list of records in component state belongs in a machine）',
            });
        }
      },
    };
  },
};

export default { rules: { 'no-data-hooks': noDataHooks } };
