import { z } from 'zod';
import { reportBrokenRule } from '../http/broken-rules.js';
import { isRegionCode, WATCH_MESSAGES } from './rules.js';

/** A region code, upper-cased; an unknown one is refused with `unknownRegion`. */
export const regionCodeSchema = z
  .string()
  .max(8)
  .transform((code) => code.toUpperCase())
  .superRefine(
    reportBrokenRule(
      (code: string) => (isRegionCode(code) ? null : 'unknownRegion'),
      (code) => ({ message: WATCH_MESSAGES[code] }),
    ),
  );
