import { useQuery } from '@tanstack/react-query';
import { apiPath, MEMBER_ENDPOINTS, type MemberProfile, memberProfileSchema } from '@watchify/contract';
import { apiRequest } from '../../../lib/api-client';

export const memberProfileQueryKey = (nickname: string) => ['members', nickname, 'profile'] as const;

/** A member's profile as I may see it (404 memberNotFound for a nickname nobody has). */
export function useMemberProfile(nickname: string) {
  return useQuery({
    queryKey: memberProfileQueryKey(nickname),
    queryFn: ({ signal }): Promise<MemberProfile> =>
      apiRequest(apiPath(MEMBER_ENDPOINTS.profile, { nickname }), {
        schema: import.meta.env.DEV && memberProfileSchema,
        signal,
      }),
  });
}
