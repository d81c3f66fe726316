/** Hands a file made in the page to the browser's download, as `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start saving before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
