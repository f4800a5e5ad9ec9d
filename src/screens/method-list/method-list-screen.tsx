import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { classifyMethods, METHOD_GROUP_ORDER } from '../../../schemas/methods/classify-methods.ts';
import { availableFilters, matchesFilter, type MethodFilter } from '../../../schemas/methods/method-type.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { hasPendingWithdrawals, loadMethodForm, useMethods } from '../../api/methods.ts';
import { modalLoaders, REJECT_WITHDRAWAL, viewLoaders } from '../../app/route-table.ts';
import { useOpenModal } from '../../app/open-modal.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/method-list.ts';
import { selectMethod, storedLastUsedMethodId, storedSelectedMethodId } from '../../store/flow-store.ts';
import { linkTo, sessionStore, useDevice } from '../../store/session-store.ts';
import { forgetPayoutCard } from '../../store/payout-store.ts';
import { availableOnDevice } from '../../../schemas/methods/native-pay.ts';
import { useReady } from '../../embedding/once-notices.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';
import { MethodButton } from './method-button.tsx';
import { MethodFilterBar } from './method-filter-bar.tsx';
import { MoreInfoLink } from './more-info-link.tsx';
import { useAutoRedirect } from './use-auto-redirect.ts';
import { withWagerLock } from './wager-lock.ts';

const preloadForm = (): void => void viewLoaders.methodForm();
const preloadReject = (): void => void modalLoaders.rejectWithdrawal();

interface MethodListScreenProps {
  sessionId: string;
  flow: ScreenFlow;
}

/**
 * A flow's method list: popular (the suggestions), lost-profit, regular, then disabled methods, narrowed by the filter;
 * a click opens the method's form, and the first list of a visit may open one by itself (use-auto-redirect).
 */
export function MethodListScreen({ sessionId, flow }: MethodListScreenProps): ReactNode {
  const { data, error, reload } = useMethods(sessionId, flow.api);
  const [, navigate] = useLocation();
  const openModal = useOpenModal();
  const [filter, setFilter] = useState<MethodFilter>('all');
  const device = useDevice();
  const redirecting = useAutoRedirect(data, flow, device);
  useReady(data !== undefined && !redirecting);
  if (error !== undefined) return <ErrorScreen error={error} onRetry={reload} />;
  if (data === undefined || redirecting) return <Loading />;
  const shown = data.methods.filter((method) => availableOnDevice(method, device));
  const methods = withWagerLock(shown, data.payload.view_data, flow, sessionStore.brandId);
  const wagerLocked = methods.some((method, index) => method !== shown[index]);
  const groups = classifyMethods(methods.filter((method) => matchesFilter(method, filter)), data.payload, new Date());
  const allUnavailable = methods.length > 0 && classifyMethods(methods, data.payload, new Date()).disabled.length === methods.length;
  const filters = availableFilters(methods);
  const selectedId = storedSelectedMethodId();
  const lastUsedId = storedLastUsedMethodId();
  const open = (method: PayGroup): void => {
    if (!flow.entersFlow.includes(method.action_type)) return;
    selectMethod(method.id);
    forgetPayoutCard();
    // The select call starts now, beside the form's code, not after it.
    void loadMethodForm(sessionId, flow.api, method.short_name);
    const cardsPage = flow.payoutAccounts?.opensCardsPage(method) === true ? flow.payoutAccounts.cardsPage : null;
    navigate(linkTo(cardsPage ?? flow.routes.methodLink(method.short_name)));
  };
  return (
    <section className="panel panel--list" aria-labelledby="methods-title">
      <h1 id="methods-title" className="panel__title">
        {translate(flow.texts.chooseMethod)}
      </h1>
      {methods.length === 0 && <p className="status__text">{translate(flow.texts.noMethods)}</p>}
      {allUnavailable && (
        <p className="status__text" role="status">
          {translate(flow.texts.allUnavailable)}
        </p>
      )}
      {wagerLocked && (
        <p className="status__text" role="status">
          {translate('APP.WITHDRAWAL.WAGER_LOCKED')}
        </p>
      )}
      {filters.length > 0 && <MethodFilterBar filters={filters} chosen={filter} onChoose={setFilter} />}
      {hasPendingWithdrawals(data.payload) && (
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
              selected={method.id === selectedId}
              lastUsed={method.last_used === true || method.id === lastUsedId}
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
