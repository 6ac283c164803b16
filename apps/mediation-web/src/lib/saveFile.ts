/**
 * Saves a file through a temporary object URL and link, under the file's own name (the download keeps the bytes
 * as they came).
 */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns; it is released once the download had time to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
