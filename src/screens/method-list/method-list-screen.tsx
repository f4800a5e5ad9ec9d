import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { classifyMethods, METHOD_GROUP_ORDER } from '../../../schemas/methods/classify-methods.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { useMethods } from '../../api/methods.ts';
import { modalLoaders, REJECT_WITHDRAWAL, viewLoaders } from '../../app/route-table.ts';
import { useOpenModal } from '../../app/open-modal.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/method-list.ts';
import { selectMethod } from '../../store/flow-store.ts';
import { linkTo, useDevice } from '../../store/session-store.ts';
import { availableOnDevice } from '../../../schemas/methods/native-pay.ts';
import { useReady } from '../../embedding/once-notices.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';
import { MethodButton } from './method-button.tsx';
import { MoreInfoLink } from './more-info-link.tsx';

const preloadForm = (): void => void viewLoaders.methodForm();
const preloadReject = (): void => void modalLoaders.rejectWithdrawal();

interface MethodListScreenProps {
  sessionId: string;
  flow: ScreenFlow;
}

/** A flow's method list: popular, lost-profit, regular, then disabled methods; a click opens the method's form. */
export function MethodListScreen({ sessionId, flow }: MethodListScreenProps): ReactNode {
  const { data, error, reload } = useMethods(sessionId, flow.api);
  const [, navigate] = useLocation();
  const openModal = useOpenModal();
  const device = useDevice();
  useReady(data !== undefined);
  if (error !== undefined) return <ErrorScreen error={error} onRetry={reload} />;
  if (data === undefined) return <Loading />;
  const methods = data.methods.filter((method) => availableOnDevice(method, device));
  const groups = classifyMethods(methods, data.payload, new Date());
  const open = (method: PayGroup): void => {
    if (!flow.entersFlow.includes(method.action_type)) return;
    selectMethod(method.id);
    navigate(linkTo(flow.routes.methodLink(method.short_name)));
  };
  return (
    <section className="panel" aria-labelledby="methods-title">
      <h1 id="methods-title" className="panel__title">
        {translate(flow.texts.chooseMethod)}
      </h1>
      {methods.length === 0 && <p className="status__text">{translate(flow.texts.noMethods)}</p>}
      {'withdrawal_reverse' in data.payload && data.payload.withdrawal_reverse !== null && data.payload.withdrawal_reverse !== undefined && (
        <button type="button" className="button" onClick={() => openModal(REJECT_WITHDRAWAL)} onPointerEnter={preloadReject} onFocus={preloadReject}>
          {translate('APP.WITHDRAWAL.CANCEL_PENDING')}
        </button>
      )}
      {METHOD_GROUP_ORDER.filter((group) => groups[group].length > 0).map((group) => (
        <ul key={group} className="methods" data-group={group}>
          {groups[group].map((method) => (
            <MethodButton
              key={method.id}
              method={method}
              enabled={group !== 'disabled'}
              separator={flow.infoSeparator}
              lostProfit={group === 'lostProfit' ? data.payload.lost_profit_merchant_bonus : null}
              onSelect={open}
              onIntent={preloadForm}
              moreInfo={<MoreInfoLink url={method.info} methodName={method.public_name} />}
            />
          ))}
        </ul>
      ))}
    </section>
  );
}
