import { useEffect, useState, type ReactNode } from 'react';
import { logoInitials } from '../../../schemas/methods/logo-initials.ts';
import type { MethodIcon } from '../../icons/method-icon.ts';
import { loadChunk } from '../../telemetry/errors/chunk-load.ts';

interface MethodLogoProps {
  /** The server's `logo`: an icon on the assets host. */
  logo: string | null | undefined;
  /** The method's name, whose first letters are the placeholder. */
  name: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The method's icon from the assets host once it has arrived (its loader is a chunk of its own, off the list's path);
 * until then, and when it cannot be had (no assets host, a failed request after its retries), the placeholder: the
 * name's first two characters.
 */
export function MethodLogo({ logo, name, dir }: MethodLogoProps): ReactNode {
  const [icon, setIcon] = useState<MethodIcon | null>(null);
  useEffect(() => {
    if (logo === null || logo === undefined || logo === '') return undefined;
    let shown = true;
    void loadChunk(() => import('../../icons/method-icon.ts'), { background: true })()
      .then(({ methodIcon }) => methodIcon(logo, dir))
      .then((loaded) => shown && setIcon(loaded), () => undefined);
    return () => {
      shown = false;
    };
  }, [logo, dir]);
  if (icon === null) {
    return (
      <span className="method__logo method__logo--placeholder" aria-hidden="true">
        {logoInitials(name)}
      </span>
    );
  }
  return <img className={icon.mirrored ? 'method__logo method__logo--mirrored' : 'method__logo'} src={icon.src} alt="" width={40} height={40} />;
}
