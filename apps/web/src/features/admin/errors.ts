import { ADMIN_ERRORS, type AdminError } from '@watchify/contract';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client';

const isAdminError = (code: string): code is AdminError => (ADMIN_ERRORS as readonly string[]).includes(code);

/**
 * The reason an admin action failed, in the interface language: the translation of a known error code, else the
 * server's own message (a validation message names the field), else a generic "try again".
 */
export function adminErrorReason(t: TFunction<'admin'>, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (isAdminError(error.code)) return t(`errors.${error.code}`);
    if (!error.isServerOrNetworkError && error.message) return error.message;
  }
  return t('errors.unknown');
}
