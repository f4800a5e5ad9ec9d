/**
 * An SVG path drawing the dark modules of a QR code's module matrix (`true` is dark), one unit per module, each row's
 * runs of dark modules merged into one rectangle: far fewer path commands than one square per module.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x += 1) {
      const dark = row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
        start = -1;
      }
    }
  });
  return parts.join('');
}

/** A standalone SVG document of a QR code (the downloaded file): dark modules on white, `scale` pixels per module. */
export function qrSvgDocument(modules: readonly (readonly boolean[])[], scale = 8): string {
  const size = modules.length;
  const pixels = size * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${qrPath(modules)}"/></svg>`
  );
}
