import type { PermissionRecord } from '@freight/contracts';
import { call, type CallOptions } from '../client';

export const companyPermissions = {
  allowed: (userId: string, options?: CallOptions) =>
    call<PermissionRecord[]>(
      'company-permissions/resource/allowed',
      { method: 'GET', url: `company-permissions/resource/allowed/${encodeURIComponent(userId)}` },
      options,
    ),
};
