import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The Firestore emulator's rule coverage report: every expression of the loaded rules (literal
// `if true` and `if false` are not expressions to it), each with the values it evaluated to
// since the rules were last loaded.
interface CoverageValue {
  // One Firestore value (boolValue, stringValue, ...), `undefined` for an evaluation error
  // (a missing field, say), or empty when a short-circuit skipped the expression.
  value: Record<string, unknown>;
  count: number;
}
interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: CoverageValue[];
  children?: CoverageNode[];
}
export interface RuleCoverage {
  rules: { files: { content: string }[] };
  report: CoverageNode[];
}

const EMULATOR = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

async function fetchText(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Fetches the project's report and saves it as <dir>/firestore-rules.{json,html}. */
export async function saveRuleCoverage(projectId: string, dir: string): Promise<RuleCoverage> {
  const url = `http://${EMULATOR}/emulator/v1/projects/${projectId}:ruleCoverage`;
  const [json, html] = await Promise.all([fetchText(url), fetchText(`${url}.html`)]);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'firestore-rules.json'), json);
  writeFileSync(join(dir, 'firestore-rules.html'), html);
  return JSON.parse(json) as RuleCoverage;
}

// The report's end offset stops at the last name or literal, before the closing brackets
// and a call's empty parentheses: close what the text opened.
function expressionText(
  source: string,
  { currentOffset, endOffset }: CoverageNode['sourcePosition'],
) {
  let end = endOffset + 1;
  const text = () => source.slice(currentOffset, end);
  const unclosed = () => text().replace(/[^([]/g, '').length - text().replace(/[^)\]]/g, '').length;
  if (source.startsWith('()', end)) end += 2;
  while (unclosed() > 0 && /[)\]]/.test(source[end])) end += 1;
  return text().replace(/\s+/g, ' ');
}

export interface RuleCondition {
  /** "line:column expression" in firestore.rules. */
  where: string;
  /** Seen both true and false. */
  decided: boolean;
  /** How often it was true, false and an error, e.g. "true ×3, false ×0, error ×2". */
  outcomes: string;
}

function outcomes(values: CoverageValue[]) {
  const count = (test: (value: CoverageValue['value']) => boolean) =>
    values.filter((v) => test(v.value)).reduce((sum, v) => sum + v.count, 0);
  const seen = (outcome: boolean) => count((value) => value.boolValue === outcome);
  return {
    decided: seen(true) > 0 && seen(false) > 0,
    outcomes: `true ×${seen(true)}, false ×${seen(false)}, error ×${count((value) => 'undefined' in value)}`,
  };
}

/**
 * Every boolean expression of the rules with what it evaluated to. An expression that
 * produced any other kind of value (a uid, a document, a list) is an operand, not a
 * condition; one that never produced a value at all counts as a condition never decided.
 */
export function ruleConditions({ rules, report }: RuleCoverage): RuleCondition[] {
  const source = rules.files[0].content;
  const conditions: RuleCondition[] = [];
  const visit = (node: CoverageNode) => {
    const values = node.values ?? [];
    const operand = values.some((v) =>
      Object.keys(v.value).some((kind) => kind !== 'boolValue' && kind !== 'undefined'),
    );
    if (!operand) {
      const { line, column } = node.sourcePosition;
      const where = `${line}:${column} ${expressionText(source, node.sourcePosition)}`;
      conditions.push({ where, ...outcomes(values) });
    }
    node.children?.forEach(visit);
  };
  report.forEach(visit);
  return conditions;
}
