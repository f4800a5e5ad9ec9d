import { useMemo, type ReactNode } from 'react';
import { qrSvgDocument } from '../../../schemas/format/qr-path.ts';
import { useCopy } from '../../../field-widgets/use-copy.ts';
import { translate } from '../../i18n/display-form.ts';
import { CopyToast } from './copy-toast.tsx';
import { downloadText } from './download.ts';
import { QrCode, qrModules } from './qr-code.tsx';

/** Pay by QR (spec section 2): the code, "Copy QR" (its text: a payment link or an EPC payload) and "Download QR" (SVG). */
export function QrBlock({ text }: { text: string }): ReactNode {
  const modules = useMemo(() => qrModules(text), [text]);
  const { toast, copy } = useCopy();
  return (
    <div className="qr-block">
      <QrCode modules={modules} label={translate('APP.DISPLAY.QR_LABEL')} />
      <div className="qr-block__actions">
        <button type="button" className="button" onClick={() => void copy(text)}>
          {translate('APP.DISPLAY.COPY_QR')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => downloadText(qrSvgDocument(modules), `${translate('APP.DISPLAY.QR_FILE')}.svg`, 'image/svg+xml')}
        >
          {translate('APP.DISPLAY.DOWNLOAD_QR')}
        </button>
      </div>
      <CopyToast toast={toast} />
    </div>
  );
}
