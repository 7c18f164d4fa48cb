// Every text field has a length bound that the UI and the API share: reads every .tsx of
// the apps and of the UI kit with the TypeScript compiler and fails on a text control (Mantine's
// TextInput, Textarea, PasswordInput, Autocomplete, or a plain <input>/<textarea>) that has no
// maxLength. The value should come from TEXT_LIMITS (validators/text-limits.ts), the table the API's
// schemas read too; a control added tomorrow without one fails here.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REPO = path.resolve(__dirname, '../../..');
const ROOTS = ['shell/src', 'mf-account/src', 'mf-membership/src', 'mf-bookings/src', 'mf-swim/src', 'mf-shop/src', 'mf-public/src', 'mf-club/src', 'shared/src/ui'];
const TEXT_CONTROLS = new Set(['TextInput', 'Textarea', 'PasswordInput', 'Autocomplete', 'input', 'textarea']);
// <input> types that take no typed text: nothing to bound.
const NON_TEXT_INPUT_TYPES = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'range', 'color', 'image', 'reset']);

/** Files allowed to hold an unbounded control for now, each with its reason. */
const EXEMPT: Record<string, string> = {
};

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(full);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });
}

export interface Unbounded {
  file: string;
  line: number;
  tag: string;
}

/** Text controls of one source without a maxLength attribute (a spread is not trusted to carry one). */
export function unboundedControls(file: string, source: string): Unbounded[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Unbounded[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const tag = node.tagName.getText(sf);
      if (TEXT_CONTROLS.has(tag)) {
        const attrs = node.attributes.properties.filter(ts.isJsxAttribute);
        const attr = (name: string) => attrs.find((a) => a.name.getText(sf) === name);
        const type = attr('type')?.initializer;
        const typeText = type && ts.isStringLiteral(type) ? type.text : undefined;
        const isText = !(tag === 'input' && typeText && NON_TEXT_INPUT_TYPES.has(typeText));
        if (isText && !attr('maxLength') && !attr('readOnly')) {
          found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, tag });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('every text control has a maxLength', () => {
  test('the scan sees a bare control and accepts a bounded, a read-only or a non-text one', () => {
    const src = `const a = <TextInput label="x" />; const b = <Textarea maxLength={TEXT_LIMITS.notes} />;
      const c = <input type="checkbox" />; const d = <textarea></textarea>; const e = <TextInput readOnly value="x" />;`;
    expect(unboundedControls('x.tsx', src).map((u) => u.tag)).toEqual(['TextInput', 'textarea']);
  });

  test('no app or UI-kit file holds an unbounded text control', () => {
    const found = ROOTS.flatMap((root) => tsxFiles(path.join(REPO, root)))
      .map((full) => [path.relative(REPO, full).split(path.sep).join('/'), full] as const)
      .filter(([rel]) => !(rel in EXEMPT))
      .flatMap(([rel, full]) => unboundedControls(rel, fs.readFileSync(full, 'utf8')))
      .map((u) => `${u.file}:${u.line} <${u.tag}>`);
    expect(found).toEqual([]);
  });

  test('the exemptions still exist and still need exempting', () => {
    for (const rel of Object.keys(EXEMPT)) {
      const full = path.join(REPO, rel);
      // A rewritten file that now bounds every control should leave the list.
      if (fs.existsSync(full)) expect(unboundedControls(rel, fs.readFileSync(full, 'utf8')).length).toBeGreaterThan(0);
    }
  });
});
