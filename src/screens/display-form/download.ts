/** Saves text as a file through a temporary object URL: no server, no data URL in an address, nothing left behind. */
export function downloadText(text: string, fileName: string, type: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; a later revoke only keeps the object alive for browsers that read it lazily.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
