import type { AdminUser } from '@watchify/contract';
import type { TFunction } from 'i18next';

/** How the admin screen names a person: nickname, else display name, else the spec's 'İsimsiz Kullanıcı'. */
export function userName(user: Pick<AdminUser, 'nickname' | 'displayName'>, t: TFunction<'admin'>): string {
  return user.nickname?.trim() || user.displayName.trim() || t('users.unnamed');
}
