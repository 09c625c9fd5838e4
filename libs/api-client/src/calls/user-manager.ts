import type {
  ChangePasswordRequest,
  ContactUsRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponseData,
  NotificationList,
  ReadNotificationQuery,
  RegisterRequest,
  RegisterResponseData,
  ResetPasswordRequest,
  UpdateUserRequest,
  UserAccess,
  UserProfile,
  VerifyEmailQuery,
  VerifyEmailResponseData,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

export const userManager = {
  login: (body: LoginRequest, options?: CallOptions) =>
    call<LoginResponseData>('user-manager/login', { method: 'POST', url: 'user-manager/login', data: body }, options),

  /** Our addition: the server revokes this session and clears its HttpOnly cookie. */
  logout: (options?: CallOptions) => call<never>('user-manager/logout', { method: 'POST', url: 'user-manager/logout' }, options),

  getUserDetail: (options?: CallOptions) => call<UserAccess>('user-manager/get-user-detail', { method: 'GET', url: 'user-manager/get-user-detail' }, options),

  register: (body: RegisterRequest, options?: CallOptions) =>
    call<RegisterResponseData>('user-manager/register', { method: 'POST', url: 'user-manager/register', data: body }, options),

  verifyEmail: (query: VerifyEmailQuery, options?: CallOptions) =>
    call<VerifyEmailResponseData>('user-manager/verify-email', { method: 'GET', url: 'user-manager/verify-email', params: query }, options),

  forgotPassword: (body: ForgotPasswordRequest, options?: CallOptions) =>
    call<never>('user-manager/forgot-password', { method: 'POST', url: 'user-manager/forgot-password', data: body }, options),

  resetPassword: (body: ResetPasswordRequest, options?: CallOptions) =>
    call<never>('user-manager/reset-password', { method: 'POST', url: 'user-manager/reset-password', data: body }, options),

  updateUser: (body: UpdateUserRequest, options?: CallOptions) =>
    call<UserProfile>('user-manager/update-user', { method: 'POST', url: 'user-manager/update-user', data: body }, options),

  changePassword: (body: ChangePasswordRequest, options?: CallOptions) =>
    call<never>('user-manager/change-password', { method: 'POST', url: 'user-manager/change-password', data: body }, options),

  readNotification: (query: ReadNotificationQuery = {}, options?: CallOptions) =>
    call<NotificationList>('user-manager/read-notification', { method: 'GET', url: 'user-manager/read-notification', params: query }, options),

  contactUs: (body: ContactUsRequest, options?: CallOptions) =>
    call<never>('user-manager/contact-us', { method: 'POST', url: 'user-manager/contact-us', data: body }, options),
};
