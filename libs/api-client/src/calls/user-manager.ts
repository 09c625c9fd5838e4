import type { LoginRequest, LoginResponseData, UserAccess } from '@freight/contracts';
import { call, type CallOptions } from '../client';

export const userManager = {
  login: (body: LoginRequest, options?: CallOptions) =>
    call<LoginResponseData>('user-manager/login', { method: 'POST', url: 'user-manager/login', data: body }, options),

  getUserDetail: (options?: CallOptions) =>
    call<UserAccess>('user-manager/get-user-detail', { method: 'GET', url: 'user-manager/get-user-detail' }, options),
};
