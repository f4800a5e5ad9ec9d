import { useEffect, useState, type ReactNode } from 'react';
import { classifyMethods, isMethodEnabled, METHOD_GROUP_ORDER, type MethodListContext } from '../../../schemas/methods/classify-methods.ts';
import { disabledReason } from '../../../schemas/methods/disabled-reason.ts';
import { availableFilters, matchesFilter, type MethodFilter } from '../../../schemas/methods/method-type.ts';
import { hasPendingWithdrawals, useMethods } from '../../api/methods.ts';
import { REJECT_WITHDRAWAL } from '../../app/route-table.ts';
import { modalLoaders, viewLoaders } from '../../app/view-loaders.ts';
import { useOpenModal } from '../../app/open-modal.ts';
import type { ScreenFlow } from '../../flows/define-flow.ts';
import { translate } from '../../i18n/method-list.ts';
import { storedLastUsedMethodId, storedSelectedMethodId } from '../../store/flow-store.ts';
import { chooseInCarousel, switchCarouselOff, takeListHeadingFocus, useCarousel } from '../../store/carousel-store.ts';
import { sessionStore, useDevice, useTextDirection } from '../../store/session-store.ts';
import { availableOnDevice } from '../../../schemas/methods/native-pay.ts';
import { methodBonus } from '../../../schemas/money/method-bonus.ts';
import { useReady } from '../../embedding/once-notices.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';
import { MethodButton } from './method-button.tsx';
import { MethodFilterBar } from './method-filter-bar.tsx';
import { MoreInfoLink } from './more-info-link.tsx';
import { carouselItems, MethodCarousel } from './lazy-carousel.tsx';
import { useAutoRedirect } from './use-auto-redirect.ts';
import { useOpenMethod } from './use-open-method.ts';
import { withWagerLock } from './wager-lock.ts';
import { amountInProgress, chosenQuickMethod, quickMethods } from './quick-methods.ts';

const preloadForm = (): void => void viewLoaders.methodForm();
const preloadReject = (): void => void modalLoaders.rejectWithdrawal();

interface MethodListScreenProps {
  sessionId: string;
  flow: ScreenFlow;
}

/**
 * A flow's method list: the carousel, then popular (the suggestions), lost-profit, regular and disabled methods in
 * one two-column grid, narrowed by the filter; a click opens the method's form, and the first list of a visit may
 * open one by itself (use-auto-redirect).
 */
export function MethodListScreen({ sessionId, flow }: MethodListScreenProps): ReactNode {
  const { data, error, reload } = useMethods(sessionId, flow.api);
  const openModal = useOpenModal();
  const [filter, setFilter] = useState<MethodFilter>('all');
  const device = useDevice();
  const dir = useTextDirection();
  const carousel = useCarousel();
  const open = useOpenMethod(sessionId, flow);
  const redirecting = useAutoRedirect(data, flow, device);
  const listShown = data !== undefined && !redirecting;
  useReady(listShown);
  useEffect(() => {
    if (listShown && takeListHeadingFocus()) document.getElementById('methods-title')?.focus();
  }, [listShown]);
  if (error !== undefined) return <ErrorScreen error={error} onRetry={reload} />;
  if (data === undefined || redirecting) return <Loading />;
  const now = new Date();
  const context: MethodListContext = { ...data.payload, amount: amountInProgress(sessionId) };
  const shown = data.methods.filter((method) => availableOnDevice(method, device));
  const methods = withWagerLock(shown, data.payload.view_data, flow, sessionStore.brandId);
  const wagerLocked = methods.some((method, index) => method !== shown[index]);
  const groups = classifyMethods(methods.filter((method) => matchesFilter(method, filter)), context, now);
  const allUnavailable = methods.length > 0 && classifyMethods(methods, context, now).disabled.length === methods.length;
  const filters = availableFilters(methods);
  const selectedId = storedSelectedMethodId();
  const lastUsedId = storedLastUsedMethodId();
  const quick = quickMethods(methods, (method) => isMethodEnabled(method, now, context), carousel.switchedOff);
  const chosen = chosenQuickMethod(quick, carousel.chosenId);
  return (
    <section className="panel panel--list" aria-labelledby="methods-title">
      <h1 id="methods-title" className="panel__title" tabIndex={-1}>
        {translate(flow.texts.chooseMethod)}
      </h1>
      {chosen !== undefined && (
        <MethodCarousel
          items={carouselItems(quick, dir)}
          chosenId={chosen.id}
          title={translate('APP.CAROUSEL.TITLE')}
          onChoose={chooseInCarousel}
          form={null}
          buttons={{
            continueText: translate('APP.CAROUSEL.CONTINUE'),
            allMethodsText: translate('APP.ALL_METHODS'),
            onSubmit: () => {
              // The form opens under the carousel with this choice.
              chooseInCarousel(chosen.id);
              open(chosen);
            },
            onAllMethods: () => {
              switchCarouselOff();
              document.getElementById('methods-title')?.focus();
            },
          }}
        />
      )}
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
      {/* One grid for every group, so the two columns fill in order whatever size each group has. */}
      <ul className="methods">
        {METHOD_GROUP_ORDER.flatMap((group) =>
          groups[group].map((method) => (
            <MethodButton
              key={method.id}
              group={group}
              method={method}
              disabled={group === 'disabled' ? disabledReason(method, now, context) : null}
              selected={method.id === selectedId}
              lastUsed={method.last_used === true || method.id === lastUsedId}
              separator={flow.infoSeparator}
              includesBonus={methodBonus(data.payload.user_bonuses, method.id) !== undefined}
              lostProfit={group === 'lostProfit' ? data.payload.lost_profit_merchant_bonus : null}
              onSelect={open}
              onIntent={preloadForm}
              moreInfo={<MoreInfoLink url={method.info} methodName={method.public_name} />}
            />
          )),
        )}
      </ul>
    </section>
  );
}
