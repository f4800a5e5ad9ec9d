import { useEffect, useMemo, type ReactNode } from 'react';
import { contentBlocksOf } from '../../../schemas/content/content-blocks.ts';
import { contentTarget } from '../../../schemas/content/content-url.ts';
import { ModalDialog } from '../../../field-widgets/modal-dialog.tsx';
import { useContentPage } from '../../api/content-page.ts';
import { reportError, reportWarning } from '../../app/report-error.ts';
import type { ModalProps } from '../../app/modal-props.ts';
import { translate } from '../../i18n/content.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { Loading } from '../status/loading.tsx';
import { ContentBlockView } from './content-block-view.tsx';
import './content.css';

/**
 * /content: a content page in a modal over the page below (spec section 2), drawn from its blocks (section 3). A failed
 * fetch says so with a retry; an address that is not the cashier's own says it cannot be shown; Escape closes.
 */
export default function ContentScreen({ sessionId, search, onClose }: ModalProps): ReactNode {
  const target = contentTarget(new URLSearchParams(search).get('url'));
  return (
    <ModalDialog title={translate('APP.CONTENT.TITLE')} onClose={onClose}>
      {target.kind === 'modal' ? <ContentPageBody sessionId={sessionId} path={target.path} /> : <p className="modal__text">{translate('APP.CONTENT.NOT_FOUND')}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {translate('APP.CONTENT.CLOSE')}
        </button>
      </div>
    </ModalDialog>
  );
}

function ContentPageBody({ sessionId, path }: { sessionId: string; path: string }): ReactNode {
  const { data, error, mutate } = useContentPage(sessionId, path);
  const read = useMemo(() => (data === undefined ? undefined : contentBlocksOf(data)), [data]);
  useEffect(() => {
    for (const problem of read?.problems ?? []) reportWarning(problem);
  }, [read]);
  useEffect(() => {
    if (error !== undefined) reportError(error.message, error);
  }, [error]);
  if (error !== undefined) {
    return (
      <div role="alert" className="content">
        <p className="modal__text">{translate('APP.CONTENT.FAILED', { reason: userMessageOf(error) })}</p>
        <button type="button" className="button" onClick={() => void mutate()}>
          {translate('APP.ERROR.RETRY')}
        </button>
      </div>
    );
  }
  if (read === undefined) return <Loading />;
  return (
    // Focusable, so a keyboard user can scroll a long page that holds no link or button (axe: scrollable-region-focusable).
    <div className="content modal__scroll" tabIndex={0} role="document">
      {read.blocks.map((block, index) => (
        // Blocks have no ids and never reorder: the position is their identity.
        <ContentBlockView key={index} block={block} />
      ))}
    </div>
  );
}
