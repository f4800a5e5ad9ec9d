import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { isRuleDefinition, type RuleDefinition } from '../rules/define-rule.ts';

/** Where the build looks for rules: every file here whose `rule` export is a RuleDefinition is one. */
export const RULES_DIR = fileURLToPath(new URL('../rules/', import.meta.url));

/** A rule file the build found, with the name the generated validator module imports it under. */
export interface DiscoveredRule {
  importName: string;
  file: string;
  rule: RuleDefinition;
}

/** `card-number.ts` -> `cardNumber`: a rule's name is its file name in camel case. */
export function ruleNameOf(file: string): string {
  return path.basename(file, '.ts').replace(/-([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
}

/**
 * Every rule of schemas/rules/, business rules first and the server's own constraints (`late`) after, each group in
 * file order. Adding a rule is adding its file: nothing else lists them. Runs in Node only (build, dev and test setup).
 */
export async function discoverRules(dir: string = RULES_DIR): Promise<DiscoveredRule[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .sort();
  const found: DiscoveredRule[] = [];
  for (const file of files) {
    // Rule files are TypeScript, which Node 20 cannot import by itself at build time.
    const module: unknown = await tsImport(pathToFileURL(path.join(dir, file)).href, import.meta.url);
    const rule: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, 'rule') : undefined;
    if (!isRuleDefinition(rule)) continue;
    if (rule.name !== ruleNameOf(file)) {
      throw new Error(`schemas/rules/${file} defines the rule "${rule.name}"; name it "${ruleNameOf(file)}" after its file.`);
    }
    found.push({ importName: `rule_${path.basename(file, '.ts').replace(/-/g, '_')}`, file: path.join(dir, file), rule });
  }
  return [...found.filter(({ rule }) => !rule.late), ...found.filter(({ rule }) => rule.late)];
}
