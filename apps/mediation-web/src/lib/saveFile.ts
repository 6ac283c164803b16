/** Saves bytes as a file through a temporary object URL and link (the download keeps the bytes as they came). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns; it is released once the download had time to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
