/** Makes the browser save a file under its name; answers the file's address, valid until revoked. */
export function saveFile(name: string, file: Blob): string {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  return url;
}
