/**
 * Hands a file the page holds (a downloaded PDF, a CSV it made) to the browser as a download: an object URL behind a
 * temporary link, clicked, then released once the browser has taken the file. A no-op where object URLs do not exist
 * (server rendering, old test environments).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
