import type {
  Address,
  BusinessDetails,
  BusinessDetailsUpdateRequest,
  CompanyDefaults,
  CompanySettings,
  CompanyUpdateRequest,
  DefaultsUpdateRequest,
  FavouriteListParams,
  FavouritePage,
  FavouriteRequest,
  FavouriteResult,
  LogoUploadRequest,
  LogoUploadResult,
  PasswordChangeRequest,
  ProfileUpdateRequest,
  SettingsOptions,
  SettingsProfile,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const encode = encodeURIComponent;

/**
 * The settings screens' calls (docs/modules/settings.md). Profile and password go to user-manager, the
 * billing portal to company-manager, the default pickup to address-manager and a favourite's removal to
 * favourite-manager; the rest to settings-manager.
 */
export const settings = {
  /** GET settings-manager/profile: the caller's profile, pending e-mail and notification preferences. */
  profile: (options?: CallOptions) => call<SettingsProfile>('settings-manager/profile', { method: 'GET', url: 'settings-manager/profile' }, options),

  /** POST user-manager/update-user: 'Profile Updated Successfully' (or emailChangePending with a new e-mail). */
  updateProfile: (body: ProfileUpdateRequest, options?: CallOptions) =>
    call<SettingsProfile>('user-manager/update-user', { method: 'POST', url: 'user-manager/update-user', data: body }, options),

  /** POST user-manager/change-password: other sessions are signed out; this browser gets a fresh cookie. */
  changePassword: (body: PasswordChangeRequest, options?: CallOptions) =>
    call<never>('user-manager/change-password', { method: 'POST', url: 'user-manager/change-password', data: body }, options),

  /** GET settings-manager/company: the company, its logo and plan. */
  company: (options?: CallOptions) => call<CompanySettings>('settings-manager/company', { method: 'GET', url: 'settings-manager/company' }, options),

  updateCompany: (body: CompanyUpdateRequest, options?: CallOptions) =>
    call<CompanySettings>('settings-manager/update-company', { method: 'POST', url: 'settings-manager/update-company', data: body }, options),

  /** POST settings-manager/company-logo: `data` is the file as base64 or a data URL (FileReader.readAsDataURL). */
  uploadLogo: (body: LogoUploadRequest, options?: CallOptions) =>
    call<LogoUploadResult>('settings-manager/company-logo', { method: 'POST', url: 'settings-manager/company-logo', data: body }, options),

  removeLogo: (options?: CallOptions) =>
    call<never>('settings-manager/remove-company-logo', { method: 'DELETE', url: 'settings-manager/company-logo' }, options),

  /** GET company-manager/portal/{companyId}: the billing portal's `url` to open. */
  billingPortal: (companyId: string, options?: CallOptions) =>
    call<{ url: string }>('company-manager/portal', { method: 'GET', url: `company-manager/portal/${encode(companyId)}` }, options),

  businessDetails: (options?: CallOptions) =>
    call<BusinessDetails>('settings-manager/business-details', { method: 'GET', url: 'settings-manager/business-details' }, options),

  updateBusinessDetails: (body: BusinessDetailsUpdateRequest, options?: CallOptions) =>
    call<BusinessDetails>('settings-manager/update-business-details', { method: 'POST', url: 'settings-manager/update-business-details', data: body }, options),

  /** GET settings-manager/defaults: the company's defaults (the loads form reads them too). */
  defaults: (options?: CallOptions) => call<CompanyDefaults>('settings-manager/defaults', { method: 'GET', url: 'settings-manager/defaults' }, options),

  updateDefaults: (body: DefaultsUpdateRequest, options?: CallOptions) =>
    call<CompanyDefaults>('settings-manager/update-defaults', { method: 'POST', url: 'settings-manager/update-defaults', data: body }, options),

  /** GET address-manager/default-address: the chosen default pickup address (else the business default), or null. */
  defaultAddress: (options?: CallOptions) =>
    call<Address | null>('address-manager/default-address', { method: 'GET', url: 'address-manager/default-address' }, options),

  /** GET settings-manager/options: the equipment catalogue and the company's addresses for the forms' pickers. */
  options: (options?: CallOptions) => call<SettingsOptions>('settings-manager/options', { method: 'GET', url: 'settings-manager/options' }, options),

  /** GET settings-manager/favourites?kind=&page=&limit= */
  favourites: (params: FavouriteListParams = {}, options?: CallOptions) =>
    call<FavouritePage>(
      'settings-manager/favourites',
      {
        method: 'GET',
        url: 'settings-manager/favourites',
        params: { kind: params.kind, page: params.page, limit: params.limit },
      },
      options,
    ),

  /** POST favourite-manager/remove-fav: 'User is now Unfavourite'. */
  removeFavourite: (target: FavouriteRequest, options?: CallOptions) =>
    call<FavouriteResult>('favourite-manager/remove-fav', { method: 'POST', url: 'favourite-manager/remove-fav', data: target }, options),
};

/** The logo's address as the header shows it (the API's base is prefixed by the caller when needed). */
export const COMPANY_LOGO_PATH = 'settings-manager/company-logo';
