import { describe, expect, it } from 'vitest';
import { COMMENT_LIMITS, REPLY_LIMITS, roundAverage } from './rules.js';
import { commentBodySchema, replyBodySchema } from './schemas.js';
import { mayDeleteReply, validateCommentInput, validateReplyInput } from './validators.js';

describe('validateCommentInput', () => {
  it('needs a rating first (0 means none chosen), then whole stars 1–5', () => {
    expect(validateCommentInput({ text: 'x' })).toBe('ratingRequired');
    expect(validateCommentInput({ rating: 0, text: '' })).toBe('ratingRequired');
    expect(validateCommentInput({ rating: 6, text: 'x' })).toBe('ratingInvalid');
    expect(validateCommentInput({ rating: 2.5, text: 'x' })).toBe('ratingInvalid');
    expect(validateCommentInput({ rating: Number.NaN, text: 'x' })).toBe('ratingInvalid');
  });

  it('needs non-blank text within the limit, counted in characters a person sees', () => {
    expect(validateCommentInput({ rating: 1, text: ' \n ' })).toBe('textRequired');
    expect(validateCommentInput({ rating: 1, text: null })).toBe('textRequired');
    expect(validateCommentInput({ rating: 5, text: ` ${'😀'.repeat(COMMENT_LIMITS.textMax)} ` })).toBeNull();
    expect(validateCommentInput({ rating: 5, text: 'a'.repeat(COMMENT_LIMITS.textMax + 1) })).toBe('textTooLong');
  });
});

describe('roundAverage', () => {
  it('is one decimal, half up, and null without ratings', () => {
    expect(roundAverage(0, 0)).toBeNull();
    expect(roundAverage(13, 3)).toBe(4.3);
    // 4.25 exactly: rounds up like a person would, despite binary fractions.
    expect(roundAverage(17, 4)).toBe(4.3);
    expect(roundAverage(9, 2)).toBe(4.5);
  });
});

describe('validateReplyInput', () => {
  it('needs non-blank text within the comment length limit', () => {
    expect(validateReplyInput({ text: '  ' })).toBe('replyTextRequired');
    expect(validateReplyInput({})).toBe('replyTextRequired');
    expect(validateReplyInput({ text: '🍿'.repeat(REPLY_LIMITS.textMax) })).toBeNull();
    expect(validateReplyInput({ text: 'a'.repeat(REPLY_LIMITS.textMax + 1) })).toBe('replyTextTooLong');
  });

  it('is what the reply body runs: trimmed text, or the rule with its message on the text field', () => {
    expect(replyBodySchema.parse({ text: ' Agreed! ' })).toEqual({ text: 'Agreed!' });
    const broken = replyBodySchema.safeParse({ text: '' });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0]).toMatchObject({ message: 'Please write a reply.', path: ['text'] });
  });
});

describe('mayDeleteReply', () => {
  it("lets the reply's author and the review's author delete, nobody else (and never a visitor)", () => {
    expect(mayDeleteReply('replier', 'replier', 'reviewer')).toBe(true);
    expect(mayDeleteReply('reviewer', 'replier', 'reviewer')).toBe(true);
    expect(mayDeleteReply('stranger', 'replier', 'reviewer')).toBe(false);
    expect(mayDeleteReply(null, 'replier', 'reviewer')).toBe(false);
  });
});

describe('commentBodySchema spoiler flag', () => {
  it('passes the flag through, and leaves it undefined when the client did not send it', () => {
    expect(commentBodySchema.parse({ rating: 3, text: 'x', spoiler: true }).spoiler).toBe(true);
    expect(commentBodySchema.parse({ rating: 3, text: 'x' }).spoiler).toBeUndefined();
    expect(commentBodySchema.safeParse({ rating: 3, text: 'x', spoiler: 'yes' }).success).toBe(false);
  });
});
