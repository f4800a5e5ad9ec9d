import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { classifyMethods, METHOD_GROUP_ORDER } from '../../../schemas/methods/classify-methods.ts';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { useDepositMethods } from '../../api/deposit-methods.ts';
import { paths } from '../../app/paths.ts';
import { translate } from '../../i18n/method-list.ts';
import { selectMethod } from '../../store/flow-store.ts';
import { linkTo } from '../../store/session-store.ts';
import { ErrorScreen } from '../status/error-screen.tsx';
import { Loading } from '../status/loading.tsx';
import { MethodButton } from './method-button.tsx';
import { loadMethodFormScreen } from '../method-form/load-method-form.ts';

const preloadForm = (): void => void loadMethodFormScreen();

/** The deposit method list: popular, regular, then disabled methods; a click opens the method's form. */
export function MethodListScreen({ sessionId }: { sessionId: string }): ReactNode {
  const { data, error, mutate } = useDepositMethods(sessionId);
  const [, navigate] = useLocation();
  if (error !== undefined) return <ErrorScreen error={error} onRetry={() => void mutate()} />;
  if (data === undefined) return <Loading />;
  const groups = classifyMethods(data, new Date());
  const open = (method: PayGroup): void => {
    selectMethod(method.id);
    navigate(linkTo(paths.depositMethod.build(method.short_name)));
  };
  return (
    <section className="panel" aria-labelledby="methods-title">
      <h1 id="methods-title" className="panel__title">
        {translate('APP.DEPOSIT.CHOOSE_METHOD')}
      </h1>
      {data.payment_groups.length === 0 && <p className="status__text">{translate('APP.DEPOSIT.NO_METHODS')}</p>}
      {METHOD_GROUP_ORDER.filter((group) => groups[group].length > 0).map((group) => (
        <ul key={group} className="methods" data-group={group}>
          {groups[group].map((method) => (
            <MethodButton
              key={method.id}
              method={method}
              enabled={group !== 'disabled'}
              lostProfit={group === 'lostProfit' ? data.lost_profit_merchant_bonus : null}
              onSelect={open}
              onIntent={preloadForm}
            />
          ))}
        </ul>
      ))}
    </section>
  );
}
