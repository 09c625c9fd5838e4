import { API_BASE_URL } from '@freight/api-client';

/** The logo's address for an <img>: the API answers a path under its base or a full address. */
export function logoSrc(url: string): string {
  return /^(https?:|data:|blob:|\/)/.test(url) ? url : `${API_BASE_URL}/${url.replace(/^\/+/, '')}`;
}

/** Reads a chosen file as a data URL (what settings-manager/company-logo takes). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
