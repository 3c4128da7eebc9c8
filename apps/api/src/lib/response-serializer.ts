import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type SerializerCompiler = (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string;

/**
 * Outside tests, responses are only serialized: validating every response with zod cost more CPU than most
 * routes' own work (decision 024). What keeps that safe is `checkedSerializer`, used in tests.
 */
export const plainSerializer: SerializerCompiler = () => (data) => JSON.stringify(data);

/**
 * In tests every response must match its contract schema *and* need nothing from it: if zod had to strip a field
 * or fill a default, production (which skips zod) would send something else, so the test fails here instead.
 */
export const checkedSerializer: SerializerCompiler = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new Error(`Response of ${method} ${url} does not match its schema: ${z.prettifyError(result.error)}`);
    }
    const json = JSON.stringify(data);
    if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(result.data)))) {
      throw new Error(`Response of ${method} ${url} relies on its schema to drop or fill fields`);
    }
    return json;
  };
};
