import { useState, type ReactNode } from 'react';
import { logoInitials, logoUrl } from '../../../schemas/methods/logo-url.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';

/** A method's logo from the server, or its initials when it has none or the image fails to load. Decorative: the name is beside it. */
export function MethodLogo({ method }: { method: Pick<PayGroup, 'logo' | 'public_name'> }): ReactNode {
  const [failed, setFailed] = useState(false);
  const src = failed ? null : logoUrl(method.logo, document.baseURI);
  return (
    <span className="method__logo" aria-hidden="true">
      {src === null ? logoInitials(method.public_name) : <img className="method__logo-image" src={src} alt="" width={40} height={40} onError={() => setFailed(true)} />}
    </span>
  );
}
