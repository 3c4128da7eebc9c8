import type { z } from 'zod';

/**
 * A request body is checked once, at the route, by its schema; the rules a form also checks (a missing rating, a
 * nickname too short…) run inside that schema through the form's own validator. A broken rule is reported as an
 * issue that names the rule, and the API answers it as the rule says: `{ error: { code, message, field } }`, 400.
 */

/** What a broken rule is reported with: the rule's English message and the field at fault, if one is. */
export interface RuleReport {
  message: string;
  field?: string | undefined;
}

/**
 * A refinement (for `.superRefine`) that runs `validate` on the parsed value and reports the rule it finds broken.
 * Zod runs it only once the value has the schema's shape, so a validator never sees a value of the wrong type.
 */
export function reportBrokenRule<Value, Code extends string>(
  validate: (value: Value) => Code | null,
  describe: (code: Code) => RuleReport,
): (value: Value, ctx: z.RefinementCtx<Value>) => void {
  return (value, ctx) => {
    const code = validate(value);
    if (code === null) return;
    const { message, field } = describe(code);
    ctx.addIssue({ code: 'custom', message, path: field ? [field] : [], params: { rule: code } });
  };
}

/** The code of the rule a validation issue reports, or undefined when the issue is a plain shape error. */
export function brokenRuleOf(issue: object | undefined): string | undefined {
  const params = (issue as { params?: unknown } | undefined)?.params;
  if (typeof params !== 'object' || params === null) return undefined;
  const rule = (params as { rule?: unknown }).rule;
  return typeof rule === 'string' ? rule : undefined;
}
