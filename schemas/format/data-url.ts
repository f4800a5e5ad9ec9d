/**
 * Adds the file name to a data URL as the upload field stores it, `data:<mime>;name=<name>;base64,…`, the name
 * percent-encoded so a `;` or `,` in it cannot break the URL. A data URL without a type gets application/octet-stream.
 */
export function withFileName(dataUrl: string, name: string): string {
  const match = /^data:([^;,]*)/.exec(dataUrl);
  if (match === null) return dataUrl;
  const mime = match[1] === undefined || match[1] === '' ? 'application/octet-stream' : match[1];
  return `data:${mime};name=${encodeURIComponent(name)}${dataUrl.slice(match[0].length)}`;
}
