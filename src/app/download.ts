/**
 * Saving a file the portal received (an invoice's PDF) under a name of its choosing: the
 * platform's own download, through a temporary object URL and an `<a download>`.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // let the download start before the address is revoked
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
