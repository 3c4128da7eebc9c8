import { describe, expect, it } from 'vitest';
import { commentBodySchema } from '../comments/schemas.js';
import { brokenRuleOf } from './broken-rules.js';

describe('a request schema that carries a form rule', () => {
  it('reports the broken rule with its code, English message and field', () => {
    const parsed = commentBodySchema.safeParse({ rating: 4, text: '   ' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(brokenRuleOf(issue)).toBe('textRequired');
    expect(issue).toMatchObject({ message: 'Please write a comment.', path: ['text'] });
  });

  it('checks the shape first: a value of the wrong type is a plain schema error, not a rule', () => {
    const parsed = commentBodySchema.safeParse({ rating: 'five', text: 'Great' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
    expect(brokenRuleOf(parsed.error?.issues[0])).toBeUndefined();
  });

  it('gives the value as it is stored once every rule holds', () => {
    expect(commentBodySchema.parse({ rating: 5, text: '  Loved it.\n' })).toEqual({ rating: 5, text: 'Loved it.' });
  });
});
