import { useMemo, type ReactNode } from 'react';
import { encode } from 'uqr';
import { qrPath } from '../../../schemas/format/qr-path.ts';

/** Quiet zone around the code, in modules: the 4 the QR standard asks for, so every scanner finds its edges. */
export const QR_QUIET_ZONE = 4;

/** The module matrix of a text as a QR code (`true` is dark), quiet zone included; medium error correction. */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QR_QUIET_ZONE }).data;
}

interface QrCodeProps {
  modules: readonly (readonly boolean[])[];
  label: string;
}

/**
 * A QR code drawn here, as SVG, from its module matrix (the `uqr` library encodes it in the page): never an image of a
 * third-party service, which would learn the payment and break the CSP. Black on white in every theme: scanners need
 * the contrast the standard assumes.
 */
export function QrCode({ modules, label }: QrCodeProps): ReactNode {
  const size = modules.length;
  const path = useMemo(() => qrPath(modules), [modules]);
  return (
    <svg className="qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
