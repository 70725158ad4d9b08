/**
 * Measures function bodies in TypeScript source by their braces: every `{` that opens a function
 * body (after `=>`, or after the `)` of a parameter list, return type allowed) to its matching
 * `}`. Comments, strings, template text and regular expressions are blanked first so their braces
 * do not count. A nested function counts inside its outer one too: the outer one's length is the
 * lines a reader has to hold.
 */
const CONTROL = new Set([
  'if',
  'for',
  'while',
  'switch',
  'catch',
  'with',
  'return',
  'typeof',
  'await',
]);

/** Returns `text` with comments, strings, template text and regex bodies replaced by spaces. */
export function codeOnly(text) {
  const out = text.split('');
  const blank = (i) => {
    if (out[i] !== '\n') out[i] = ' ';
  };
  const templates = []; // brace depth at each open `${`
  let depth = 0;
  let prev = ''; // last code character that is not white space
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const n = text[i + 1];
    if (c === '/' && n === '/') {
      while (i < text.length && text[i] !== '\n') blank(i++);
      i--;
    } else if (c === '/' && n === '*') {
      blank(i++);
      blank(i++);
      while (i < text.length && !(text[i] === '*' && text[i + 1] === '/')) blank(i++);
      blank(i++);
      blank(i);
    } else if (c === "'" || c === '"') {
      // A quote in JSX text ("don't") would run on: a string never crosses a line end.
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') {
        if (text[i] === '\\') blank(i++);
        blank(i++);
      }
    } else if (c === '`' || (c === '}' && templates.length > 0 && templates.at(-1) === depth)) {
      if (c === '}') templates.pop();
      i++;
      while (i < text.length && text[i] !== '`' && !(text[i] === '$' && text[i + 1] === '{')) {
        if (text[i] === '\\') blank(i++);
        blank(i++);
      }
      if (text[i] === '$') {
        i++;
        templates.push(depth);
      }
      prev = '`';
      continue;
    } else if (c === '/' && (prev === '' || '(,=:[!&|?{};+-*%<>~^'.includes(prev))) {
      // A regular expression literal (a division follows a value, not an operator).
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') blank(i++);
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        blank(i++);
      }
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
    if (!/\s/.test(c)) prev = c;
  }
  return out.join('');
}

/** Index of the bracket matching the closer at `close`, scanning back; -1 when none. */
function openerOf(code, close) {
  const pair = { ')': '(', ']': '[', '}': '{', '>': '<' };
  const stack = [];
  for (let i = close; i >= 0; i--) {
    const c = code[i];
    if (c in pair && !(c === '>' && code[i - 1] === '=')) stack.push(pair[c]);
    else if ('([{<'.includes(c) && stack.length > 0) {
      if (stack.at(-1) !== c) {
        if (c === '<') continue; // a less-than, not a type bracket
        return -1;
      }
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** Skips white space backwards from `i`; returns the index of the first other character. */
const back = (code, i) => {
  while (i >= 0 && /\s/.test(code[i])) i--;
  return i;
};

/** The function name before `(` at `open` (or the variable an arrow is assigned to), or ''. */
function nameBefore(code, at) {
  const m = /([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*$/.exec(code.slice(Math.max(0, at - 80), at));
  return m ? m[1] : '';
}

/** True when the `{` at `i` opens a function body; returns its name ('' when anonymous), else null. */
function functionAt(code, i) {
  let j = back(code, i - 1);
  if (code[j] === '>' && code[j - 1] === '=') {
    // An arrow: name it by `name =` or `name:` before its parameters.
    let k = back(code, j - 2);
    if (code[k] === ')') k = openerOf(code, k);
    else while (k > 0 && /[\w$]/.test(code[k - 1])) k--;
    const before = code.slice(Math.max(0, k - 60), k);
    const m = /([A-Za-z_$][\w$]*)\s*[=:]\s*(?:async\s*)?(?:<[^>]*>)?\s*$/.exec(before);
    return m ? m[1] : '(arrow)';
  }
  // A return type between the parameters and the body: scan back to its `:` after a `)`. A
  // type ends in a name or a closing bracket; a `{` after `<`, `|` or `,` opens an object type.
  if (code[j] !== ')') {
    if (!/[\w$>\]}]/.test(code[j] ?? '')) return null;
    let k = j;
    let guard = 0;
    while (k >= 0 && guard++ < 400) {
      const c = code[k];
      if (c === ':') {
        const p = back(code, k - 1);
        if (code[p] === ')') {
          j = p;
          break;
        }
        return null;
      }
      if (')]}>'.includes(c)) {
        const o = openerOf(code, k);
        if (o < 0) return null;
        k = o - 1;
        continue;
      }
      if (';={(\n'.includes(c) && c !== '\n') return null;
      k--;
    }
    if (code[j] !== ')') return null;
  }
  const open = openerOf(code, j);
  if (open < 0) return null;
  const name = nameBefore(code, open);
  if (CONTROL.has(name)) return null;
  return name || '(function)';
}

/** Every function body in `text`: {name, line, lines}. */
export function functionLengths(text) {
  const code = codeOnly(text);
  const lineAt = [];
  let line = 1;
  for (let i = 0; i < code.length; i++) {
    lineAt.push(line);
    if (code[i] === '\n') line++;
  }
  const found = [];
  const stack = [];
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '{') stack.push({ i, name: functionAt(code, i) });
    else if (code[i] === '}') {
      const o = stack.pop();
      if (o?.name)
        found.push({ name: o.name, line: lineAt[o.i], lines: lineAt[i] - lineAt[o.i] + 1 });
    }
  }
  return found;
}
