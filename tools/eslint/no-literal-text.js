/**
 * Text a person reads must come from a message catalog, so every language has it. This rule reports words
 * written straight into JSX: text between tags, and the string of an attribute that is read aloud or shown
 * (aria-label, title, placeholder, alt, label and the like). Punctuation, numbers and symbols alone pass.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

const hasWords = (text) => /\p{L}/u.test(text);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Reads every text a person sees from a message catalog, not from a literal in JSX.' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is written into JSX; take it from the catalog (t(...)) so it is translated.',
      attribute: 'The {{name}} "{{text}}" is written into JSX; take it from the catalog (t(...)) so it is translated.',
    },
  },
  create(context) {
    const report = (node, messageId, text, name) => context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, 'text', node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value))
          report(node, 'attribute', value.value, name);
        if (value.type === 'TemplateLiteral' && value.quasis.some((quasi) => hasWords(quasi.value.cooked ?? ''))) {
          report(node, 'attribute', value.quasis.map((quasi) => quasi.value.cooked).join('…'), name);
        }
      },
    };
  },
};
