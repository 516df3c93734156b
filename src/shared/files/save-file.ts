/** Hands a downloaded file to the browser as a download (an object URL, released right after). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  // Inside a host page the portal's container is the only place it may add nodes.
  const parent = document.querySelector('.partner-portal') ?? document.body;
  parent.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
