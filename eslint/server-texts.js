// The server's Chinese messages are written once, in their area's text module (a `*_TEXTS` const in
// shared/ when the console shows the text too, else a server-only module such as
// server/services/content-messages.ts or server/lib/error-texts.ts). This small local ESLint
// plugin refuses, on the server, a message written inline where it is sent:
// - a Chinese text in the arguments of an error call (`badRequest('…')`, `notFound`, `forbidden`,
//   `conflict`, `tooMany`, `sessionExpired`, `new AppError(…)`, `found(lookup, '…')`) or of
//   `ok(data, '…')`;
// - a Chinese text as the value of a `msg` property (an answer's envelope written by hand);
// - a Chinese text as the value of a `title`, `viewContent`, `reason` or `detail` property: what a
//   notice (`notify(…)`), a proofreading suggestion or an audit-trail entry tells a user. Not in the text modules that hold
//   such keys (`*-texts.ts`, lib/field-labels.ts), not in the seed's demo records
//   (server/seed/), and not in an object that has a `description` or `summary` (a schema's or the
//   OpenAPI document's own words).
// A text counts whether it is a string, a part of a template, or a branch of `a ? '…' : '…'`,
// `a || '…'` or `'…' + x`; a call inside the argument (`T.tooLong(max)`) is the module's business.
// tests/lint/layers.test.ts proves it on tests/lint/fixtures/server-inline-texts.ts.

const CHINESE = /[\u3400-\u9fff]/;

/** The error and answer helpers whose arguments are messages (server/lib/errors.ts, server/lib/envelope.ts). */
const MESSAGE_CALLS = new Set(['badRequest', 'notFound', 'forbidden', 'conflict', 'tooMany', 'sessionExpired', 'unauthorized', 'found', 'ok']);

/** The Chinese literal (or template part) written inline in `node`, if any, without entering calls. */
function inlineText(node) {
  if (!node) return null;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && CHINESE.test(node.value) ? node : null;
    case 'TemplateLiteral':
      return node.quasis.find((q) => CHINESE.test(q.value.cooked ?? q.value.raw)) ?? node.expressions.map(inlineText).find(Boolean) ?? null;
    case 'ConditionalExpression':
      return inlineText(node.consequent) ?? inlineText(node.alternate);
    case 'LogicalExpression':
    case 'BinaryExpression':
      return inlineText(node.left) ?? inlineText(node.right);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return inlineText(node.expression);
    default:
      return null;
  }
}

/** The properties whose value is a text sent to a user: a notice's title and body, a suggestion's
 * reason, and the `detail` of an audit-trail entry (shown on 操作日志). */
const NOTICE_KEYS = new Set(['title', 'viewContent', 'reason', 'detail']);

/** Where a notice key may hold a Chinese text: the text modules and the seed's demo records. */
const TEXT_FILES = /(?:-texts|[\\/]field-labels)\.ts$|[\\/]server[\\/]seed[\\/]/;

const keyName = (node) => (node.computed ? null : node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null);

/** An object that documents a schema or the API (it has a description or a summary). */
const isDocumentation = (object) =>
  object?.type === 'ObjectExpression' && object.properties.some((p) => p.type === 'Property' && ['description', 'summary'].includes(keyName(p)));

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;

const MESSAGE = '服务端的中文提示写在所属模块的文字表里 (put the message in its area\'s *_TEXTS module and reference it, not inline in the call)';

const noInlineMessage = {
  meta: {
    type: 'problem',
    docs: { description: 'Server messages live in their area\'s text module, never inline in an error call, an answer, a notice or a suggestion.' },
    schema: [],
  },
  create(context) {
    const textFile = TEXT_FILES.test(context.filename ?? context.getFilename());
    const check = (args) => {
      for (const arg of args) {
        const text = inlineText(arg);
        if (text) context.report({ node: text, message: MESSAGE });
      }
    };
    return {
      CallExpression(node) {
        if (MESSAGE_CALLS.has(calleeName(node.callee))) check(node.arguments);
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'AppError') check(node.arguments);
      },
      Property(node) {
        const key = keyName(node);
        if (key === 'msg') check([node.value]);
        else if (NOTICE_KEYS.has(key) && !textFile && !isDocumentation(node.parent)) check([node.value]);
      },
    };
  },
};

export default { rules: { 'no-inline-message': noInlineMessage } };
